import { UserPage } from '../components/user-page';

/** SPEC 2.7 employee form. */
export function Employee() {
  return <UserPage kind="employees" />;
}
