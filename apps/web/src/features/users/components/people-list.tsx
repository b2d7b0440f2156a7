import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Login from '@mui/icons-material/Login';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { formatPhone, roleLabel } from '@kolos/domain';
import { fullName, holdsFarmerRole, USER_TEXT, type ManagedUser } from '@kolos/domain/users';
import { openImpersonationTab } from '../../../shared/auth/impersonation';
import { useSession } from '../../../shared/auth/use-session';
import { SearchBox, ServerDataGrid, useListParams } from '../../../shared/list';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { pathTo } from '../../../shared/routing/paths';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { RowMenu } from '../../../shared/ui/row-menu';
import { useImpersonate, useSetActive, useUsersList } from '../api/users-api';
import { ActiveCell } from './active-cell';

/** The two lists differ in columns, bulk buttons and where a row opens (SPEC 2.4 and 2.6). */
export type PeopleKind = 'users' | 'employees';

type Pending =
  { kind: 'deactivate'; users: ManagedUser[] } | { kind: 'impersonate'; user: ManagedUser } | null;

const noSelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** SPEC 2.4 Users list and 2.6 Employees list: server search and paging, row selection, row menu. */
export function PeopleList({ kind }: { kind: PeopleKind }) {
  const list = useListParams();
  const navigate = useNavigate();
  const { user: me, can } = useSession();
  const companyUuid = kind === 'employees' ? (me?.companyUuid ?? null) : null;
  const { data, isFetching } = useUsersList({ any: list.q, page: list.page, size: list.size, companyUuid });
  const setActive = useSetActive();
  const impersonate = useImpersonate();
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection);
  const [pending, setPending] = useState<Pending>(null);

  const rows = data?.users ?? [];
  const isAdmin = me?.userType === 'admin';
  const formRoute = kind === 'users' ? 'UsersView' : 'Employee';
  // SPEC 6: Add needs Create, Edit Update, Delete Delete on the users resource.
  const mayCreate = can(formRoute, ['create']);
  const mayEdit = can(formRoute, ['update']);
  const mayDelete = can('UsersView', ['delete']);
  // Staff change their own company's people only; farmers a super-user sees are for entering their account.
  const manageable = (u: ManagedUser) =>
    isAdmin || (u.companyUuid !== null && u.companyUuid === me?.companyUuid);
  const selectable = (u: ManagedUser) => mayDelete && manageable(u) && u.uuid !== me?.uuid;
  const selected = rows.filter((r) => selection.ids.has(r.uuid));

  const openForm = (u: ManagedUser | null) => navigate(pathTo(formRoute, { uuid: u ? u.uuid : 'create' }));

  const actionsOf = (u: ManagedUser) => [
    ...(mayEdit && manageable(u)
      ? [{ label: 'Редактировать', icon: <EditOutlined fontSize="small" />, onClick: () => openForm(u) }]
      : []),
    ...(selectable(u) && u.active
      ? [
          {
            label: 'Удалить',
            icon: <DeleteOutline fontSize="small" />,
            danger: true,
            onClick: () => setPending({ kind: 'deactivate', users: [u] }),
          },
        ]
      : []),
    // SPEC 6: only a super-user, only for rows whose roles include the farmer role.
    ...(kind === 'users' && me?.isSuperUser && holdsFarmerRole(u.roles) && u.active
      ? [
          {
            label: USER_TEXT.impersonate,
            icon: <Login fontSize="small" />,
            onClick: () => setPending({ kind: 'impersonate', user: u }),
          },
        ]
      : []),
  ];

  const columns: GridColDef<ManagedUser>[] = [
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
      headerName: kind === 'users' ? 'ФИО' : 'Пользователь',
      flex: 1.6,
      minWidth: 200,
      sortable: false,
      valueGetter: (_v, row) => fullName(row),
    },
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
        },
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
      renderCell: ({ row }) => <RowMenu label={`Действия: ${fullName(row)}`} actions={actionsOf(row)} />,
    },
  ];

  const runActive = (users: ManagedUser[], active: boolean) =>
    setActive.mutate(
      { uuids: users.map((u) => u.uuid), active },
      {
        onSuccess: () => {
          notify.success(
            active
              ? `Активировано пользователей: ${users.length}`
              : `Деактивировано пользователей: ${users.length}. Их сеансы завершены`,
          );
          setSelection(noSelection);
          setPending(null);
        },
        onError: (e) => {
          notifyFailure(e);
          setPending(null);
        },
      },
    );

  const runImpersonate = (u: ManagedUser) =>
    impersonate.mutate(u.phone, {
      onSuccess: (pair) => {
        openImpersonationTab(pair);
        setPending(null);
      },
      onError: (e) => {
        notifyFailure(e);
        setPending(null);
      },
    });

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <SearchBox value={list.q} onSearch={list.setSearch} />
        <Box sx={{ flexGrow: 1 }} />
        {kind === 'employees' && mayDelete && (
          <>
            <Button
              variant="outlined"
              disabled={selected.length === 0 || setActive.isPending}
              onClick={() => runActive(selected, true)}
            >
              {USER_TEXT.activate}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={selected.length === 0 || setActive.isPending}
              onClick={() => setPending({ kind: 'deactivate', users: selected })}
            >
              {USER_TEXT.deactivate}
            </Button>
          </>
        )}
        {kind === 'users' && mayDelete && (
          <Button
            variant="outlined"
            color="error"
            disabled={selected.filter((u) => u.active).length === 0}
            onClick={() => setPending({ kind: 'deactivate', users: selected.filter((u) => u.active) })}
          >
            Удалить
          </Button>
        )}
        {mayCreate && (
          <Button variant="contained" startIcon={<Add />} onClick={() => openForm(null)}>
            {kind === 'users' ? 'Добавить пользователя' : USER_TEXT.addEmployee}
          </Button>
        )}
      </Box>
      <Paper variant="outlined">
        <ServerDataGrid<ManagedUser>
          list={list}
          rows={rows}
          rowCount={data?.total ?? 0}
          getRowId={(r) => r.uuid}
          columns={columns}
          loading={isFetching}
          checkboxSelection
          keepNonExistentRowsSelected={false}
          isRowSelectable={({ row }) => selectable(row)}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          getRowClassName={({ row }) => (row.active ? '' : 'inactive')}
          sx={{ border: 0, '& .inactive': { color: 'text.secondary' } }}
        />
      </Paper>
      <ConfirmDialog
        open={pending?.kind === 'deactivate'}
        title={kind === 'users' ? 'Удалить пользователей?' : 'Деактивировать сотрудников?'}
        text={
          pending?.kind === 'deactivate'
            ? `${pending.users.map(fullName).join(', ')} — доступ будет закрыт сразу, открытые сеансы завершатся. Вернуть доступ можно кнопкой «Активировать» в разделе «Сотрудники».`
            : ''
        }
        confirmText={kind === 'users' ? 'Удалить' : USER_TEXT.deactivate}
        destructive
        loading={setActive.isPending}
        onConfirm={() => pending?.kind === 'deactivate' && runActive(pending.users, false)}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending?.kind === 'impersonate'}
        title={USER_TEXT.impersonate}
        text={
          pending?.kind === 'impersonate'
            ? `Откроется новая вкладка, в которой вы будете работать как ${fullName(pending.user)} (${pending.user.company?.name ?? 'без организации'}). Вход записывается в журнал, сеанс ограничен по времени. Эта вкладка останется вашей.`
            : ''
        }
        confirmText="Войти"
        loading={impersonate.isPending}
        onConfirm={() => pending?.kind === 'impersonate' && runImpersonate(pending.user)}
        onCancel={() => setPending(null)}
      />
    </Box>
  );
}
