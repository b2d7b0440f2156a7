import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Login from '@mui/icons-material/Login';
import {
  canManageUser,
  holdsFarmerRole,
  USER_TEXT,
  type ManagedUser,
  type UserManager,
} from '@kolos/domain/users';
import type { PeopleKind } from './people-kind';

/** What the caller holds (SPEC 6: Add needs Create, Edit Update, Delete Delete on users). */
export interface PeopleRights {
  me: (UserManager & { uuid: string }) | null;
  mayEdit: boolean;
  mayDelete: boolean;
}

/**
 * A row may be ticked for the bulk buttons when the caller may delete and may manage that person
 * (the domain's canManageUser, the rule the server applies), never himself.
 */
export const isSelectable = ({ me, mayDelete }: PeopleRights, u: ManagedUser) =>
  mayDelete && canManageUser(me, u) && u.uuid !== me?.uuid;

interface Handlers {
  edit: (u: ManagedUser) => void;
  deactivate: (u: ManagedUser) => void;
  impersonate: (u: ManagedUser) => void;
}

/**
 * The row menu. Staff and employees: Edit and Delete only where canManageUser holds — not on
 * another company's people, not on a super-user for a plain purchaser. Farmers a super-user sees
 * in the users list: only 'Войти под этим пользователем' (SPEC 6: rows with the farmer role).
 */
export function rowActions(kind: PeopleKind, rights: PeopleRights, u: ManagedUser, on: Handlers) {
  const manageable = canManageUser(rights.me, u);
  return [
    ...(rights.mayEdit && manageable
      ? [{ label: 'Редактировать', icon: <EditOutlined fontSize="small" />, onClick: () => on.edit(u) }]
      : []),
    ...(isSelectable(rights, u) && u.active
      ? [
          {
            label: 'Удалить',
            icon: <DeleteOutline fontSize="small" />,
            danger: true,
            onClick: () => on.deactivate(u),
          },
        ]
      : []),
    ...(kind === 'users' && rights.me?.isSuperUser && holdsFarmerRole(u.roles) && u.active
      ? [
          {
            label: USER_TEXT.impersonate,
            icon: <Login fontSize="small" />,
            onClick: () => on.impersonate(u),
          },
        ]
      : []),
  ];
}
