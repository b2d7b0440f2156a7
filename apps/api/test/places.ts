import type { Policy } from '@kolos/domain';
import { hashPassword } from '../src/platform/crypto';
import { newId } from '../src/platform/ids';
import { DEMO, login, type TestApp, type Tokens } from './harness';

/** A shipping point that passes every SPEC 5 rule, near Tikhoretsk (Краснодарский край). */
export const pointBody = (patch: Record<string, unknown> = {}) => ({
  name: `Ток ${newId().slice(-6)}`,
  address: 'Краснодарский край, Тихорецкий р-н, ст Алексеевская',
  position: { latitude: 45.8, longitude: 40.2 },
  quantity: 300,
  warehouseHeight: 4.5,
  scalesLength: 18,
  carType: 'TRUCK_TRACTOR_SEMITRAILER',
  postsQuantity: 2,
  schedule: { openAt: '07:00', closeAt: '19:00', workingDays: ['MON', 'TUE', 'WED'] },
  ...patch,
});

let phoneSeq = 0;

/** A fresh employee of a company holding a role with exactly these policies, logged in. */
export async function employeeWith(t: TestApp, companyUuid: string, policies: Policy[]): Promise<Tokens> {
  const roleUuid = newId();
  const userUuid = newId();
  const phone = `+7911${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(4, '0')}`;
  await t.db
    .insertInto('roles')
    .values({
      uuid: roleUuid,
      companyUuid,
      name: `Роль ${roleUuid.slice(-6)}`,
      policies: JSON.stringify(policies),
    })
    .execute();
  await t.db
    .insertInto('users')
    .values({
      uuid: userUuid,
      phone,
      userType: 'purchaser',
      companyUuid,
      passwordHash: await hashPassword(DEMO.password),
    })
    .execute();
  await t.db.insertInto('groups').values({ uuid: userUuid, name: phone, companyUuid }).execute();
  await t.db.insertInto('groupRoles').values({ groupUuid: userUuid, roleUuid }).execute();
  return login(t.app, phone);
}

export const policy = (routeName: string, accessRights: Policy['accessRights']): Policy => ({
  resource: { routeName, params: [] },
  accessRights,
});
