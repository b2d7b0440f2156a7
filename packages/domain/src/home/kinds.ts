import { canAccess, type AccessSubject } from '../access/check';
import type { Right, UserType } from '../access/rights';
import type { RouteName } from '../access/routes';

/**
 * Issue 29 point 13: what the home says needs doing. A kind is a stable code on the wire; each
 * names who it is for, the screen that opens it (the caller must be able to open it, or the item
 * is not counted at all) and the address one tap goes to — with the target list's own URL filter
 * where that list has one. docs/home.md says what each counts and why.
 */
export const TODO_KINDS = [
  // the farmer's
  'COUNTER_OFFERS',
  'TENDERS_CLOSING_TODAY',
  'SLOTS_WITHOUT_TRUCK',
  'TRIPS_WITHOUT_PAPERS',
  'TRIP_PAPERS_DECLINED',
  'AGREEMENT_TO_SIGN',
  // a purchaser's staff's
  'OFFERS_TO_DECIDE',
  'TENDERS_TO_CLOSE',
  'TRIP_PAPERS_TO_CHECK',
  'TRUCKS_DUE_TODAY',
  'TRUCKS_LATE',
  'IMPORTS_WITH_ERRORS',
  // the platform admin's
  'COMPANIES_TO_MODERATE',
] as const;
export type TodoKind = (typeof TODO_KINDS)[number];

export interface TodoRule {
  /** Who the item is for; an admin is not a purchaser here: his home is moderation's. */
  userType: UserType;
  /** The screen the item opens, and the rights that screen asks for the item's work. */
  route: RouteName;
  rights?: Right[];
  /** The app path one tap opens. */
  link: string;
  /** The card's words (Russian, shown beside the count). */
  label: string;
}

export const TODO_RULES: Record<TodoKind, TodoRule> = {
  COUNTER_OFFERS: {
    userType: 'farmer',
    route: 'Offers',
    rights: ['read'],
    link: '/admin/offers',
    label: 'Встречные предложения ждут ответа',
  },
  TENDERS_CLOSING_TODAY: {
    userType: 'farmer',
    route: 'AuctionsList',
    rights: ['read'],
    link: '/admin/auctions?statuses=AUCTION_ACTIVE',
    label: 'Торги по вашим точкам закрываются сегодня',
  },
  SLOTS_WITHOUT_TRUCK: {
    userType: 'farmer',
    route: 'Slots',
    rights: ['read'],
    link: '/admin/slots',
    label: 'Слоты без машины и водителя',
  },
  TRIPS_WITHOUT_PAPERS: {
    userType: 'farmer',
    route: 'Slots',
    rights: ['read'],
    link: '/admin/slots',
    label: 'Рейсы без документов',
  },
  TRIP_PAPERS_DECLINED: {
    userType: 'farmer',
    route: 'Slots',
    rights: ['read'],
    link: '/admin/slots',
    label: 'Документы рейсов отклонены',
  },
  AGREEMENT_TO_SIGN: {
    userType: 'farmer',
    route: 'AgreementRenewal',
    link: '/admin/agreement-renewal',
    label: 'Новая версия договора ждёт подписи',
  },
  OFFERS_TO_DECIDE: {
    userType: 'purchaser',
    route: 'Offers',
    rights: ['read'],
    link: '/admin/offers?statuses=OFFER_ACTIVE',
    label: 'Предложения ждут решения',
  },
  TENDERS_TO_CLOSE: {
    userType: 'purchaser',
    route: 'Auction',
    rights: ['update'],
    link: '/admin/auctions?statuses=AUCTION_FINISHED',
    label: 'Торги завершились и ждут итогов',
  },
  TRIP_PAPERS_TO_CHECK: {
    userType: 'purchaser',
    route: 'DocumentsList',
    rights: ['read'],
    link: '/admin/documents?tab=trips',
    label: 'Документы рейсов ждут проверки',
  },
  TRUCKS_DUE_TODAY: {
    userType: 'purchaser',
    route: 'Slots',
    rights: ['read'],
    link: '/admin/slots',
    label: 'Машины ожидаются сегодня',
  },
  TRUCKS_LATE: {
    userType: 'purchaser',
    route: 'Slots',
    rights: ['read'],
    link: '/admin/slots',
    label: 'Машины опаздывают',
  },
  IMPORTS_WITH_ERRORS: {
    userType: 'purchaser',
    route: 'Transport',
    rights: ['read'],
    link: '/admin/transport',
    label: 'Загрузки рейсов с ошибками',
  },
  COMPANIES_TO_MODERATE: {
    userType: 'admin',
    route: 'ModerationFarmerList',
    rights: ['read'],
    link: '/moderation/farmers?status=ON_MODERATE',
    label: 'Организации ждут модерации',
  },
};

/** The kinds counted for this caller: his user type's, and only those whose screen he may open. */
export function todoKindsFor(subject: AccessSubject): TodoKind[] {
  return TODO_KINDS.filter((kind) => {
    const rule = TODO_RULES[kind];
    return (
      rule.userType === subject.userType &&
      canAccess(subject, rule.route, rule.rights ? { rights: rule.rights } : {})
    );
  });
}
