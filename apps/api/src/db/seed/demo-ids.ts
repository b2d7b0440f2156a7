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
