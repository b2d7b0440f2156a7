/** Fixed ids of the demo data, so the seed is idempotent and tests can name what they use. */
export const DEMO = {
  password: 'Kolos2026!',
  companies: {
    kolosYug: '0190a000-0000-7000-8000-000000000101',
    agroCenter: '0190a000-0000-7000-8000-000000000102',
    rassvet: '0190a000-0000-7000-8000-000000000201',
    niva: '0190a000-0000-7000-8000-000000000202',
    petrov: '0190a000-0000-7000-8000-000000000203',
    zarya: '0190a000-0000-7000-8000-000000000204',
    kolosok: '0190a000-0000-7000-8000-000000000205',
  },
  users: {
    admin: '0190a000-0000-7000-8000-000000000301',
    kolosYugSuper: '0190a000-0000-7000-8000-000000000302',
    kolosYugManager: '0190a000-0000-7000-8000-000000000303',
    farmer: '0190a000-0000-7000-8000-000000000304',
    agroCenterSuper: '0190a000-0000-7000-8000-000000000305',
  },
  phones: {
    admin: '+79000000001',
    kolosYugSuper: '+79000000002',
    kolosYugManager: '+79000000003',
    farmer: '+79000000004',
    agroCenterSuper: '+79000000005',
  },
  roles: {
    farmer: '0190a000-0000-7000-8000-000000000401',
    kolosYugAdmin: '0190a000-0000-7000-8000-000000000402',
    kolosYugManager: '0190a000-0000-7000-8000-000000000403',
    agroCenterAdmin: '0190a000-0000-7000-8000-000000000404',
  },
} as const;

const tradingId = (n: number) => `0190a015-0000-7000-8000-${String(n).padStart(12, '0')}`;

/**
 * Fixed ids of the trading demo data (issue 15; the 0190a015- range is this area's): «Колос-Юг»
 * has a tender in every status, «Агро-Центр» a few. Statuses here are what the clock shows at the
 * seed time; planned, active and finished follow the clock afterwards.
 */
export const TRADING_DEMO = {
  auctions: {
    kolosYugCompleted: tradingId(101),
    kolosYugCanceled: tradingId(102),
    kolosYugFinished: tradingId(103),
    /** Sunflower, FCA: offers from three farms, the demo farmer's edited once, «Нива»'s countered. */
    kolosYugActive: tradingId(104),
    /** Wheat at Сальск: offers from others, none from the demo farmer yet. */
    kolosYugActiveOpen: tradingId(105),
    /** Corn, CPT to any of three elevators, no offers yet. */
    kolosYugActiveEmpty: tradingId(106),
    kolosYugPlanned: tradingId(107),
    kolosYugPlannedLater: tradingId(108),
    agroCenterCompleted: tradingId(111),
    agroCenterActive: tradingId(112),
    agroCenterPlanned: tradingId(113),
  },
  offers: {
    /** The demo farmer's offer on the active sunflower tender, its price lowered once. */
    rassvetActive: tradingId(204),
    /** «Нива»'s offer on the same tender with an open counter-offer. */
    nivaCountered: tradingId(205),
    /** The demo farmer's offer accepted in part in the completed tender. */
    rassvetAccepted: tradingId(201),
  },
  counterOffers: {
    /** Open: waits for «Нива»'s answer. */
    nivaOpen: tradingId(301),
  },
  id: tradingId,
} as const;

const queueId = (n: number) => `0190a017-0000-7000-8000-${String(n).padStart(12, '0')}`;

/**
 * Fixed ids of the electronic queue's demo data (issue 17; the 0190a017- range is this area's):
 * a week of slots at Тихорецкий элеватор from the completed tender's accepted offers, in every
 * status. `slot(n)` is the n-th slot of the week in time order.
 */
export const QUEUE_DEMO = {
  slot: (n: number) => queueId(1_000 + n),
  history: (n: number) => queueId(10_000 + n),
} as const;
