import { useParams } from 'react-router';
import { USER_ERRORS } from '@kolos/domain/users';
import { CreateOrEditPage, editedUuid } from '../../../shared/form';
import { pathTo } from '../../../shared/routing/paths';
import { useUser } from '../api/users-api';
import { PEOPLE, type PeopleKind } from './people-kind';
import { UserForm } from './user-form';

/** UsersView and Employee: uuid 'create' is a new user; otherwise the user is loaded first. */
export function UserPage({ kind }: { kind: PeopleKind }) {
  const { uuid } = useParams();
  const user = useUser(editedUuid(uuid));
  return (
    <CreateOrEditPage
      uuid={uuid}
      query={user}
      notFound={USER_ERRORS.notFound}
      listPath={pathTo(PEOPLE[kind].listRoute)}
    >
      {(found) => <UserForm key={uuid ?? 'create'} kind={kind} user={found} />}
    </CreateOrEditPage>
  );
}
