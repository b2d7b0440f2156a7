import { PeopleList } from '../components/people-list';

/** SPEC 2.6 'Сотрудники': the users list limited to the current user's company. */
export function EmployeesList() {
  return <PeopleList kind="employees" />;
}
