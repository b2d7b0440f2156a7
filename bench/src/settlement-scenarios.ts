import type { Scenario } from './scenarios';

/** The demo farmer «Нива» (a draft statement of his in the demo). */
const FARMER = '+79000000004';

/**
 * Issue 30: the settlement lists' first pages — the staff's statements, the deals left to settle
 * and the farmer's own statements (bench/src/list-routes.ts maps each route here).
 */
export function settlementScenarios(): Scenario[] {
  const get = (list: string, name: string, path: string, phone?: string): Scenario => ({
    list,
    name,
    kind: 'first-page',
    method: 'GET',
    path,
    ...(phone ? { phone } : {}),
  });
  return [
    get('settlements', 'расчёты: первая страница', '/settlements?limit=15&offset=0'),
    get('settlements: deals', 'сделки к расчёту', '/settlements/deals?limit=15&offset=0'),
    get('settlements: farmer', 'расчёты фермера', '/user/personal/settlements?limit=15&offset=0', FARMER),
  ];
}
