import type { SvgIconComponent } from '@mui/icons-material';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import PriceChangeOutlined from '@mui/icons-material/PriceChangeOutlined';
import QueueOutlined from '@mui/icons-material/QueueOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import type { RouteName } from '@kolos/domain';

/** A section of the back-office: a menu entry and the routes that belong to it. */
export interface Section {
  route: RouteName;
  label: string;
  icon: SvgIconComponent;
  /** Routes inside the section (forms, cards): the entry stays highlighted on them. */
  inner?: RouteName[];
}

/** The left-hand menu, in order (SPEC 2.8: 'use the left-hand menu'). */
export const SECTIONS: Section[] = [
  { route: 'Home', label: 'Главная', icon: HomeOutlined },
  // issue 29 point 21: the farmer's price board, the screen he opens first (staff have none)
  { route: 'Prices', label: 'Цены', icon: PriceChangeOutlined },
  { route: 'AuctionsList', label: 'Торги', icon: GavelOutlined, inner: ['Auction'] },
  { route: 'ContractsList', label: 'Контракты', icon: HandshakeOutlined, inner: ['Contract'] },
  { route: 'TasksList', label: 'Сторонние сделки', icon: SwapHorizOutlined, inner: ['Task'] },
  { route: 'Offers', label: 'Предложения', icon: LocalOfferOutlined, inner: ['Offer'] },
  // issue 29 point 14: the farmer's deliveries (an admin, who opens every route, has none)
  { route: 'Deals', label: 'Мои сделки', icon: ReceiptLongOutlined },
  { route: 'Monitoring', label: 'Мониторинг', icon: InsightsOutlined },
  { route: 'RegionsList', label: 'Территории закупки', icon: MapOutlined, inner: ['Region'] },
  {
    route: 'ShippingPointsList',
    label: 'Точки отгрузки',
    icon: WarehouseOutlined,
    inner: ['ShippingPointView'],
  },
  { route: 'Slots', label: 'Электронная очередь', icon: QueueOutlined },
  { route: 'Fleet', label: 'Автопарк', icon: DirectionsCarOutlined },
  { route: 'Transport', label: 'Транспорт', icon: LocalShippingOutlined },
  { route: 'Discounts', label: 'Премии по районам', icon: PercentOutlined },
  { route: 'Prepayment', label: 'Авансирование', icon: PaymentsOutlined },
  // issue 30: the statements for the farmers' delivered grain and the bank's registry
  { route: 'Settlements', label: 'Расчёты', icon: RequestQuoteOutlined },
  { route: 'EmployeesList', label: 'Сотрудники', icon: BadgeOutlined, inner: ['Employee'] },
  { route: 'UsersList', label: 'Пользователи', icon: PeopleAltOutlined, inner: ['UsersView'] },
  { route: 'RolesList', label: 'Роли', icon: AdminPanelSettingsOutlined, inner: ['RolesView'] },
  { route: 'DocumentsList', label: 'Документы', icon: FolderOutlined },
  { route: 'AgreementTemplates', label: 'Договор с фермерами', icon: ArticleOutlined },
  {
    route: 'ModerationFarmerList',
    label: 'Модерация',
    icon: FactCheckOutlined,
    inner: ['ModerationFarmer', 'ModerationFarmerEdit'],
  },
];

/** The sections a user's menu shows: those his rights open. */
export const sectionsFor = (can: (route: RouteName) => boolean): Section[] =>
  SECTIONS.filter((s) => can(s.route));

/** The section a route belongs to (its own entry or the entry it is inside of). */
export function sectionOf(route: string | undefined): Section | undefined {
  if (!route) return undefined;
  return SECTIONS.find((s) => s.route === route || s.inner?.includes(route as RouteName));
}
