/**
 * Issue 31 point 2: the bench scenario (its `list`) of every route that answers a page of a list
 * or a board, as the OpenAPI document names it. apps/api/test/bench-lists.test.ts fails when a
 * route of that kind is in neither map: a new list gets a scenario here, or a reason below.
 */
export const SCENARIO_FOR_ROUTE: Readonly<Record<string, string>> = {
  'GET /api/contracts': 'contracts',
  'GET /api/contracts/farmer-company/{id}': 'contracts: farmer card',
  'POST /api/v2/users': 'users',
  'GET /api/offers/users': 'users: offer authors',
  'GET /api/prepayments/requests': 'prepayment',
  'GET /api/user/personal/prepayments/requests': 'prepayment: farmer',
  'GET /api/discounts/fca/areas': 'premiums',
  'POST /api/v2/locations/place-of-shipment': 'shipping points',
  'POST /api/v3/auctions': 'trading: auctions',
  'GET /api/offers/filterByAuction/{id}': 'trading: ranked offers',
  'GET /api/offers/v2/filter': 'offers',
  'GET /api/user/personal/offers': 'offers: farmer',
  'GET /api/offers/filterByCompany/{id}': 'offers: farmer card',
  'GET /api/monitoring': 'monitoring',
  'GET /api/monitoring/yard': 'monitoring: yard',
  'GET /api/prices/board': 'trading: price board',
  'GET /api/slots-by-location/{loc}/date/{start}/{end}': 'queue: slots of a point',
  'GET /api/cars/distributions/fca/page/{location}/{start}/{end}': 'transport: distributions',
  'GET /api/notifications': 'notifications',
  'GET /api/user/personal/task': 'tasks',
  'GET /api/v1/dmoderation/slots': 'trip documents: queue',
  'GET /api/companies': 'moderation: companies',
  'GET /api/audit': 'audit',
  'GET /api/regions': 'regions',
  'GET /api/roles': 'roles',
  'GET /api/agreements': 'agreements',
  'GET /api/admin/agreement/versions': 'agreements: versions',
  'GET /api/acceptances': 'acceptance: lists',
  'GET /api/settlements': 'settlements',
  'GET /api/settlements/deals': 'settlements: deals',
  'GET /api/user/personal/settlements': 'settlements: farmer',
};

/** Routes that look like a page (a total beside an array) but are not a list one reads. */
export const NOT_A_LIST: Readonly<Record<string, string>> = {
  'POST /api/v2/prepayments/upload-limits': 'отчёт о загрузке файла лимитов, не страница списка',
  'POST /api/cars/distributions/fca/import/csv': 'отчёт о проверке файла импорта, не страница списка',
};
