/** SPEC 4 Prepayment request status: the values and their Russian names. */
export const PREPAYMENT_STATUSES = [
  'CREATED',
  'IN_PROGRESS',
  'APPROVED',
  'LENT',
  'REPAID',
  'REJECTED',
] as const;
export type PrepaymentStatus = (typeof PREPAYMENT_STATUSES)[number];

/** 'Unknown': used as 'Любой' in the filter, never stored. */
export const STATUS_ANY = 'UNDEFINED';

export const STATUS_LABELS: Record<PrepaymentStatus, string> = {
  CREATED: 'Новая',
  IN_PROGRESS: 'В работе',
  APPROVED: 'Согласовано',
  LENT: 'Оплачено',
  REPAID: 'Погашена',
  REJECTED: 'Отклонено',
};
export const STATUS_ANY_LABEL = 'Любой';

/** The Russian name of a status; one the area does not know is shown as it came. */
export const statusLabel = (status: string): string =>
  (STATUS_LABELS as Record<string, string>)[status] ?? status;

/** SPEC 4: the two reasons a request is rejected with. */
export const REJECT_REASONS = ['Лимит', 'ДС/Заявка'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** SPEC 3: AgroAvans is the advance without a pledge, AvansSObespech the one with a pledge. */
export const PRODUCT_ALIASES = ['AgroAvans', 'AvansSObespech'] as const;
export type ProductAlias = (typeof PRODUCT_ALIASES)[number];

/** SPEC 3 type: SIMPLE is the unsecured advance, DEPOSIT the secured one; UNDEFINED filters nothing. */
export const PP_TYPES = ['PP_TYPE_UNDEFINED', 'SIMPLE', 'DEPOSIT'] as const;
export type PpType = (typeof PP_TYPES)[number];

export const PP_TYPE_OF: Record<ProductAlias, Exclude<PpType, 'PP_TYPE_UNDEFINED'>> = {
  AgroAvans: 'SIMPLE',
  AvansSObespech: 'DEPOSIT',
};

export const hasPledge = (alias: ProductAlias): boolean => alias === 'AvansSObespech';

/** Statuses whose money is taken from the limit: approved or lent and not yet repaid. */
export const COMMITTED_STATUSES: readonly PrepaymentStatus[] = ['APPROVED', 'LENT'];
