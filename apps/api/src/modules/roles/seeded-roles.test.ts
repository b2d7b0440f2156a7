import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { itemsFromPolicies, policiesFromItems, policyFromWire, type Policy } from '@kolos/domain';
import { migrate } from '../../db/migrate';
import { createTestApp, DEMO, type TestApp } from '../../../test/harness';
import { demoCallers } from '../../../test/staff';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MIGRATION = '0011_seeded_roles_from_catalogue.sql';
const TRADING = '0020_farmer_trading_role.sql';
const SLOTS = '0027_farmer_slots_role.sql';
const AGREEMENT = '0039_farmer_agreement_role.sql';
const stored = async () =>
  (await t.db.selectFrom('roles').select(['uuid', 'name', 'policies']).execute()).map((r) => ({
    ...r,
    policies: r.policies as unknown as Policy[],
  }));

/** The policies the role editor writes back for what it shows ticked: the role unchanged. */
const throughEditor = (policies: Policy[]) => policiesFromItems(itemsFromPolicies(policies));

describe('seeded roles are made of role-editor items (issue 13 point 2)', () => {
  it('every seeded role shows ticked items and saves back to the same policies', async () => {
    const roles = await stored();
    expect(roles.length).toBeGreaterThan(4);
    for (const role of roles) {
      expect(itemsFromPolicies(role.policies), role.name).not.toHaveLength(0);
      expect(throughEditor(role.policies), role.name).toEqual(role.policies);
    }
  });

  it('«Менеджер по закупкам» shows its items and can be renamed by the company’s super-user', async () => {
    const c = await demoCallers(t);
    const role = (await c.kolosSuper.get(`/api/roles/${DEMO.roles.kolosYugManager}`)).json<{
      name: string;
      policies: { resource: { routeName: string; params: string[] }; accessRights: string }[];
    }>();
    expect(itemsFromPolicies(role.policies.map(policyFromWire)).sort()).toEqual(['auctions', 'contracts']);
    const res = await c.kolosSuper.put('/api/roles', {
      uuid: DEMO.roles.kolosYugManager,
      name: 'Менеджер по закупкам (юг)',
      policies: role.policies,
    });
    expect(res.statusCode).toBe(200);
    await c.kolosSuper.put('/api/roles', {
      uuid: DEMO.roles.kolosYugManager,
      name: role.name,
      policies: role.policies,
    });
  });

  it('the migration repairs a base seeded before, and leaves an edited role alone', async () => {
    const before: Record<string, Policy[]> = {
      [DEMO.roles.kolosYugManager]: [
        { resource: { routeName: 'Contract', params: [] }, accessRights: ['read'] },
        { resource: { routeName: 'AuctionsList', params: [] }, accessRights: ['read'] },
      ],
      [DEMO.roles.farmer]: [
        { resource: { routeName: 'ShippingPointsList', params: [] }, accessRights: ['read'] },
        { resource: { routeName: 'ShippingPointView', params: [] }, accessRights: ['*'] },
      ],
    };
    const now = await stored();
    for (const [uuid, policies] of Object.entries(before))
      await t.db
        .updateTable('roles')
        .set({ policies: JSON.stringify(policies) })
        .where('uuid', '=', uuid)
        .execute();
    const edited = [{ resource: { routeName: 'Transport', params: [] }, accessRights: ['*'] }];
    await t.db
      .updateTable('roles')
      .set({ policies: JSON.stringify(edited) })
      .where('uuid', '=', DEMO.roles.kolosYugAdmin)
      .execute();
    // a base that old meets the farmer role's trading rights (0020), slots (0027) and the
    // agreement's signing (0039) after 0011
    await sql`delete from schema_migrations where name in (${MIGRATION}, ${TRADING}, ${SLOTS}, ${AGREEMENT})`.execute(
      t.db,
    );
    expect(await migrate(t.db)).toEqual([MIGRATION, TRADING, SLOTS, AGREEMENT]);
    const after = await stored();
    for (const uuid of Object.keys(before))
      expect(after.find((r) => r.uuid === uuid)!.policies).toEqual(
        now.find((r) => r.uuid === uuid)!.policies,
      );
    expect(after.find((r) => r.uuid === DEMO.roles.kolosYugAdmin)!.policies).toEqual(edited);
  });
});
