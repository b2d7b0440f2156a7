import { DEAL_KIND_LABELS, type DealKind } from '@kolos/domain/deals';
import type { SettlementWire } from '@kolos/domain/settlements';

/*
 * What the staff's «Расчёты» and the farmer's «Мои сделки» both say of a statement (features may
 * not import each other); the wire itself is the domain's (`@kolos/domain/settlements`).
 */

/** 'Договор № 7', 'Предложение № 209': the deal a statement settles. */
export const dealLabel = (d: { dealKind: DealKind; dealNumber: number | null }) =>
  `${DEAL_KIND_LABELS[d.dealKind]}${d.dealNumber === null ? '' : ` № ${d.dealNumber}`}`;

/** '2026-12-08' → '08.12.2026'. */
export const ruDay = (day: string) => day.split('-').reverse().join('.');

/** Why a canceled statement was canceled: the reason of its last move there. */
export const cancelReason = (s: Pick<SettlementWire, 'history'>) =>
  s.history.findLast((h) => h.status === 'SETTLEMENT_CANCELED')?.reason ?? null;
