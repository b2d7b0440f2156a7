import { UserPage } from '../components/user-page';

/** SPEC 2.5 user form. */
export function UsersView() {
  return <UserPage kind="users" />;
}
