import { PeopleList } from '../components/people-list';

/** SPEC 2.4 'Пользователи'. */
export function UsersList() {
  return <PeopleList kind="users" />;
}
