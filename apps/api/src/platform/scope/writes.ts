import { USER_ERRORS } from '@kolos/domain/users';
import type { AuthContext } from '../auth/context';
import { forbidden } from '../errors';

/**
 * ADR 0014. The purchaser a write goes to: the one asked for, which must be the acting company
 * when the session acts for one (403 otherwise); the acting company when none is asked for.
 */
export function purchaserForWrite(auth: AuthContext, asked: string | null | undefined) {
  const acting = auth.actingForCompanyUuid;
  if (acting && asked && asked !== acting) throw forbidden(USER_ERRORS.actingForOtherCompany);
  return acting ?? asked ?? undefined;
}
