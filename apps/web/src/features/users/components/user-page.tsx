import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { pathTo } from '../../../shared/routing/paths';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useUser } from '../api/users-api';
import type { PeopleKind } from './people-list';
import { UserForm } from './user-form';

/** UsersView and Employee: uuid 'create' is a new user; otherwise the user is loaded first. */
export function UserPage({ kind }: { kind: PeopleKind }) {
  const { uuid = 'create' } = useParams();
  const isNew = uuid === 'create';
  const user = useUser(isNew ? null : uuid);
  if (!isNew && user.isPending) return <PageLoader />;
  if (!isNew && !user.data) {
    return (
      <Alert
        severity="warning"
        action={
          <Button
            component={RouterLink}
            to={pathTo(kind === 'users' ? 'UsersList' : 'EmployeesList')}
            color="inherit"
          >
            К списку
          </Button>
        }
      >
        Пользователь не найден
      </Alert>
    );
  }
  return <UserForm key={uuid} kind={kind} user={isNew ? null : user.data!} />;
}
