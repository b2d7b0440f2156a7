import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { roleLabel } from '@kolos/domain';
import { ROLE_TEXT, type RoleListItem } from '@kolos/domain/roles';
import { useSession } from '../../../shared/auth/use-session';
import { ListToolbar, rowMenuColumn, ServerDataGrid, useListParams } from '../../../shared/list';
import { pathTo } from '../../../shared/routing/paths';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useDeleteQuestion } from '../../../shared/ui/use-delete-question';
import { useDeleteRole, useRolesList } from '../api/roles-api';

/** SPEC 2.2 'Роли': search over any field, 15 rows a page on the server, edit and delete per row. */
export function RolesList() {
  const list = useListParams();
  const navigate = useNavigate();
  const { can, user } = useSession();
  const { data, isFetching } = useRolesList({ any: list.q, offset: list.offset, limit: list.size });
  const remove = useDeleteRole();
  const deleting = useDeleteQuestion<RoleListItem>({
    remove: (role) => remove.mutateAsync(role.uuid),
    deleted: (role) => `Роль «${role.name}» удалена`,
  });

  const total = data?.total ?? 0;
  // SPEC 6: create needs Create on RolesView, edit and delete Update; delete only while another role exists.
  const mayCreate = can('RolesView', ['create']);
  const mayEdit = can('RolesView', ['update']);
  const mayDelete = can('RolesView', ['update', 'delete']) && total > 1;
  const isAdmin = user?.userType === 'admin';

  const columns: GridColDef<RoleListItem>[] = [
    {
      field: 'name',
      headerName: 'Название роли',
      flex: 2,
      minWidth: 220,
      sortable: false,
      // the platform's own roles ('farmer') in Russian
      valueGetter: (_v: unknown, row: RoleListItem) => roleLabel(row.name),
    },
    ...(isAdmin
      ? [
          {
            field: 'company',
            headerName: 'Организация',
            flex: 1.5,
            minWidth: 180,
            sortable: false,
            valueGetter: (_v: unknown, row: RoleListItem) => row.company?.name ?? 'Платформа',
          } satisfies GridColDef<RoleListItem>,
        ]
      : []),
    rowMenuColumn<RoleListItem>(
      (row) => `Действия с ролью «${row.name}»`,
      (row) => [
        ...(mayEdit
          ? [
              {
                label: 'Редактировать',
                icon: <EditOutlined fontSize="small" />,
                onClick: () => navigate(pathTo('RolesView', { uuid: row.uuid })),
              },
            ]
          : []),
        ...(mayDelete
          ? [
              {
                label: 'Удалить',
                icon: <DeleteOutline fontSize="small" />,
                danger: true,
                onClick: () => deleting.ask(row),
              },
            ]
          : []),
      ],
      64,
    ),
  ];

  return (
    <Box sx={{ maxWidth: 1100, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ListToolbar list={list}>
        {mayCreate && (
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => navigate(pathTo('RolesView', { uuid: 'create' }))}
          >
            {ROLE_TEXT.addRole}
          </Button>
        )}
      </ListToolbar>
      <Paper variant="outlined">
        <ServerDataGrid<RoleListItem>
          list={list}
          rows={data?.roles ?? []}
          rowCount={total}
          getRowId={(r) => r.uuid}
          columns={columns}
          loading={isFetching}
          onRowDoubleClick={({ row }) => mayEdit && navigate(pathTo('RolesView', { uuid: row.uuid }))}
          sx={{ border: 0 }}
        />
      </Paper>
      <ConfirmDialog
        {...deleting.dialog}
        title="Удалить роль?"
        text={
          deleting.row
            ? `Роль «${deleting.row.name}» будет удалена. Роль, назначенную сотрудникам, удалить нельзя.`
            : ''
        }
      />
    </Box>
  );
}
