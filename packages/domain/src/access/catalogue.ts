import type { Policy, Right } from './rights';
import type { RouteName } from './routes';

/** One tickable item of the role editor (SPEC 6 'Role editor catalogue'). */
export interface CatalogueItem {
  key: string;
  label: string;
  routeName: RouteName;
  params: string[];
  rights: Right[];
}

export interface CatalogueGroup {
  key: string;
  label: string;
  items: CatalogueItem[];
}

const item = (
  key: string,
  label: string,
  routeName: RouteName,
  rights: Right[] = ['*'],
  params: string[] = [],
): CatalogueItem => ({ key, label, routeName, params, rights });

const crud = (prefix: string, list: RouteName, form: RouteName, noun: string): CatalogueItem[] => [
  item(`${prefix}.read`, `Список ${noun}`, list, ['read']),
  item(`${prefix}.create`, 'Добавление', form, ['create']),
  item(`${prefix}.update`, 'Редактирование', form, ['update']),
  item(`${prefix}.delete`, 'Удаление', form, ['delete']),
];

/**
 * The whole set of grantable rights, in the editor's order, as SPEC 6 lists them. A list item
 * grants Read on the list route; add/edit/delete grant the right on the form route, where the
 * API checks it. Routes without an item of their own (Employees, ContractsList, Region) are
 * governed by another resource: see `resource` in routes.ts.
 */
export const ROLE_CATALOGUE: CatalogueGroup[] = [
  {
    key: 'trading',
    label: 'Торги',
    items: [
      item('monitoring', 'Мониторинг', 'Monitoring'),
      item(
        'monitoring.restricted',
        'Мониторинг без цен и действий',
        'Monitoring',
        ['read'],
        ['hideActions', 'hidePrice'],
      ),
      item('contract.edit', 'Редактирование сделки', 'Contract', ['update'], ['ShowEditContract']),
      item('task', 'Вход в сторонние сделки', 'Task'),
      item('contract', 'Вход в крупные сделки', 'Contract'),
      // Reading the deals without changing them: the seeded «Менеджер по закупкам» (ADR 0054).
      item('contracts', 'Список крупных сделок', 'Contract', ['read']),
      item('auction.create', 'Создание торгов', 'Auction'),
      // Opening a tender without making one: the farmer's view of an auction (issue 15).
      item('auction.view', 'Просмотр торгов', 'Auction', ['read']),
      item('auctions', 'Все торги', 'AuctionsList'),
      item(
        'auctions.restricted',
        'Все торги без цен и действий',
        'AuctionsList',
        ['read'],
        ['hideActions', 'hidePrice'],
      ),
      item('tasks', 'Список сторонних сделок', 'TasksList'),
      item('offers', 'Предложения', 'Offers'),
      // The farmer's own offer (issue 15); a trader's phone deal needs only the editing item.
      item('offer.create', 'Создание предложения', 'Offer', ['create']),
      item('offer.update', 'Редактирование предложения', 'Offer', ['update']),
      item('discounts', 'Премии по районам', 'Discounts'),
      item('prepayment', 'Авансирование', 'Prepayment'),
      // Issue 30: statements of accepted trucks, advances repaid from them, the bank file.
      item('settlements', 'Расчёты с поставщиками', 'Settlements'),
    ],
  },
  {
    key: 'transport',
    label: 'Транспорт',
    items: [
      item('transport', 'Транспорт', 'Transport'),
      item('slots', 'Электронная очередь', 'Slots'),
      item('slots.params', 'Настройки очереди', 'Slots', ['create'], ['showSlotsParams']),
      item('regions', 'Территории закупки', 'RegionsList'),
    ],
  },
  { key: 'users', label: 'Пользователи', items: crud('users', 'UsersList', 'UsersView', 'пользователей') },
  { key: 'roles', label: 'Роли', items: crud('roles', 'RolesList', 'RolesView', 'ролей') },
  {
    key: 'documents',
    label: 'Документы',
    items: [
      item('documents', 'Список документов', 'DocumentsList', ['read']),
      // The farmer signs his purchaser's agreement, and each new version of it once approved
      // (issue 28 point 14, ADR 0089): the registration step's right, held by the farmer role.
      item('agreement.sign', 'Подписание договора с покупателем', 'RegistrationContracts'),
    ],
  },
  {
    key: 'shippingPoints',
    label: 'Точки отгрузки',
    items: crud('shippingPoints', 'ShippingPointsList', 'ShippingPointView', 'точек отгрузки'),
  },
];

export const CATALOGUE_ITEMS: CatalogueItem[] = ROLE_CATALOGUE.flatMap((g) => g.items);

/** Ticked catalogue items → the role's policies, merging rights of items on one route and params. */
export function policiesFromItems(keys: Iterable<string>): Policy[] {
  const chosen = new Set(keys);
  const byRoute = new Map<string, Policy>();
  for (const it of CATALOGUE_ITEMS) {
    if (!chosen.has(it.key)) continue;
    const id = `${it.routeName}|${it.params.join(',')}`;
    const existing = byRoute.get(id);
    if (existing) {
      for (const r of it.rights) if (!existing.accessRights.includes(r)) existing.accessRights.push(r);
    } else {
      byRoute.set(id, {
        resource: { routeName: it.routeName, params: [...it.params] },
        accessRights: [...it.rights],
      });
    }
  }
  // All ('*') already grants what a narrower item on the same route adds
  for (const p of byRoute.values()) if (p.accessRights.includes('*')) p.accessRights = ['*'];
  return [...byRoute.values()];
}

/** A role's policies → the catalogue items that show ticked. */
export function itemsFromPolicies(policies: Policy[]): string[] {
  return CATALOGUE_ITEMS.filter((it) =>
    policies.some(
      (p) =>
        p.resource.routeName === it.routeName &&
        p.resource.params.join(',') === it.params.join(',') &&
        it.rights.every((r) => p.accessRights.includes(r) || p.accessRights.includes('*')),
    ),
  ).map((it) => it.key);
}

/** Every right of the catalogue: the role the demo super-users hold. */
export const ALL_RIGHTS_POLICIES: Policy[] = policiesFromItems(
  CATALOGUE_ITEMS.filter((it) => it.params.length === 0).map((it) => it.key),
);
