import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { fullName, type ManagedUser } from '@kolos/domain/users';
import { openImpersonationTab } from '../../../shared/auth/impersonation';
import { useSession } from '../../../shared/auth/use-session';
import { ServerDataGrid, useListParams } from '../../../shared/list';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { pathTo } from '../../../shared/routing/paths';
import { RowMenu } from '../../../shared/ui/row-menu';
import { useImpersonate, useSetActive, useUsersList } from '../api/users-api';
import { peopleColumns } from './people-columns';
import { InvitationsDialog } from './invitations-dialog';
import { InviteFarmerDialog } from './invite-farmer-dialog';
import { PeopleDialogs, type Pending } from './people-dialogs';
import { PEOPLE, type PeopleKind } from './people-kind';
import { PeopleToolbar } from './people-toolbar';
import { isSelectable, rowActions, type PeopleRights } from './row-actions';

export type { PeopleKind } from './people-kind';

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
  const [inviting, setInviting] = useState(false);
  const [listingInvitations, setListingInvitations] = useState(false);

  const rows = data?.users ?? [];
  const { formRoute } = PEOPLE[kind];
  const rights: PeopleRights = {
    me,
    mayEdit: can(formRoute, ['update']),
    mayDelete: can('UsersView', ['delete']),
  };
  const selected = rows.filter((r) => selection.ids.has(r.uuid));
  const openForm = (u: ManagedUser | null) => navigate(pathTo(formRoute, { uuid: u ? u.uuid : 'create' }));

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

  const columns = peopleColumns(kind, (row) => (
    <RowMenu
      label={`Действия: ${fullName(row)}`}
      actions={rowActions(kind, rights, row, {
        edit: openForm,
        deactivate: (u) => setPending({ kind: 'deactivate', users: [u] }),
        impersonate: (u) => setPending({ kind: 'impersonate', user: u }),
      })}
    />
  ));

  return (
    <Box sx={{ maxWidth: 1400, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PeopleToolbar
        kind={kind}
        list={list}
        selected={selected}
        busy={setActive.isPending}
        mayCreate={can(formRoute, ['create'])}
        mayInvite={kind === 'users' && can('UsersView', ['create'])}
        onInvite={() => setInviting(true)}
        onInvitations={() => setListingInvitations(true)}
        mayDelete={rights.mayDelete}
        onActivate={(users) => runActive(users, true)}
        onDeactivate={(users) => setPending({ kind: 'deactivate', users })}
        onAdd={() => openForm(null)}
      />
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
          isRowSelectable={({ row }) => isSelectable(rights, row)}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          getRowClassName={({ row }) => (row.active ? '' : 'inactive')}
          sx={{ border: 0, '& .inactive': { color: 'text.secondary' } }}
        />
      </Paper>
      <PeopleDialogs
        kind={kind}
        pending={pending}
        deactivating={setActive.isPending}
        impersonating={impersonate.isPending}
        onDeactivate={(users) => runActive(users, false)}
        onImpersonate={runImpersonate}
        onCancel={() => setPending(null)}
      />
      {kind === 'users' && <InviteFarmerDialog open={inviting} onClose={() => setInviting(false)} />}
      {kind === 'users' && (
        <InvitationsDialog open={listingInvitations} onClose={() => setListingInvitations(false)} />
      )}
    </Box>
  );
}
