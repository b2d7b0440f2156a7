import type { ReactNode } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { formatPhone, roleLabel } from '@kolos/domain';
import { fullName, USER_TEXT, type ManagedUser } from '@kolos/domain/users';
import { ActiveCell } from './active-cell';
import { PEOPLE, type PeopleKind } from './people-kind';

/** The users list shows each person's organisation; the employees list their role in it. */
const placeColumn = (kind: PeopleKind): GridColDef<ManagedUser> =>
  kind === 'users'
    ? {
        field: 'company',
        headerName: 'Организация',
        flex: 1.3,
        minWidth: 160,
        sortable: false,
        valueGetter: (_v, row) => row.company?.name ?? '—',
      }
    : {
        field: 'groupRoleName',
        headerName: 'Роль в организации',
        flex: 1.2,
        minWidth: 160,
        sortable: false,
        valueGetter: (_v, row) => (row.groupRoleName ? roleLabel(row.groupRoleName) : USER_TEXT.noRole),
      };

/** SPEC 2.4 and 2.6 columns; `menu` renders a row's menu. */
export function peopleColumns(
  kind: PeopleKind,
  menu: (row: ManagedUser) => ReactNode,
): GridColDef<ManagedUser>[] {
  return [
    {
      field: 'active',
      headerName: 'Доступен',
      width: 100,
      sortable: false,
      align: 'center',
      headerAlign: 'center',
      renderCell: ({ row }) => <ActiveCell active={row.active} />,
    },
    {
      field: 'fullName',
      headerName: PEOPLE[kind].nameHeader,
      flex: 1.6,
      minWidth: 200,
      sortable: false,
      valueGetter: (_v, row) => fullName(row),
    },
    placeColumn(kind),
    {
      field: 'phone',
      headerName: 'Телефон',
      width: 170,
      sortable: false,
      valueGetter: (_v, row) => formatPhone(row.phone),
    },
    { field: 'notifyEmail', headerName: 'E-mail', flex: 1.3, minWidth: 200, sortable: false },
    {
      field: 'menu',
      headerName: '',
      width: 64,
      sortable: false,
      align: 'right',
      renderCell: ({ row }) => menu(row),
    },
  ];
}
