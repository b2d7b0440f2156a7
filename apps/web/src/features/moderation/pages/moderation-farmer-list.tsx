import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { DEFAULT_PAGE_SIZE } from '@kolos/domain';
import {
  COMPANY_STATUS_LABELS,
  COMPANY_STATUSES,
  type Company,
  type CompanyStatus,
  type CompanyUserTypeParam,
} from '@kolos/domain/companies';
import { useSession } from '../../../shared/auth/use-session';
import { SearchBox } from '../../../shared/list/search-box';
import { ServerDataGrid } from '../../../shared/list/server-data-grid';
import { useListParams } from '../../../shared/list/use-list-params';
import { pathTo } from '../../../shared/routing/paths';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { useModerationList } from '../api/moderation-api';
import { CreateCompanyDialog } from '../components/create-company-dialog';
import { CompanyStatusChip } from '../components/status-chip';

const FILTERS = ['status', 'userType'] as const;

/** Whose companies the list shows: the farmers it moderates, or the purchasers an admin opened. */
const SIDES: { value: CompanyUserTypeParam; label: string }[] = [
  { value: 'USER_TYPE_FARMER', label: 'Фермеры' },
  { value: 'USER_TYPE_PURCHASER', label: 'Закупщики' },
];

const isStatus = (value: string | undefined): value is CompanyStatus =>
  (COMPANY_STATUSES as readonly (string | undefined)[]).includes(value);

/**
 * Issue 19 point 6: every farmer company for the moderator — ON_MODERATE first, the longest
 * waiting at the top — found by status and by name or ИНН; the state lives in the URL. An admin
 * who may add users also opens a purchaser's card here and finds the purchasers (issue 28 point 18).
 */
export function ModerationFarmerList() {
  const { user, can } = useSession();
  const mayCreate = user?.userType === 'admin' && can('UsersView', ['create']);
  const [creating, setCreating] = useState(false);
  const list = useListParams({ filters: FILTERS, defaultSize: DEFAULT_PAGE_SIZE });
  const status = isStatus(list.filters.status) ? list.filters.status : undefined;
  const side = list.filters.userType === 'USER_TYPE_PURCHASER' ? 'USER_TYPE_PURCHASER' : 'USER_TYPE_FARMER';
  const { data, isFetching } = useModerationList({
    userType: side,
    status,
    any: list.q || undefined,
    offset: list.offset,
    limit: list.size,
  });
  const { format } = useTimeZone();

  const columns = useMemo<GridColDef<Company>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Организация',
        flex: 1.5,
        minWidth: 200,
        sortable: false,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={pathTo('ModerationFarmer', { uuid: row.uuid })}>
            {row.name}
          </Link>
        ),
      },
      { field: 'taxCode', headerName: 'ИНН', width: 130, sortable: false },
      {
        field: 'status',
        headerName: 'Статус',
        width: 160,
        sortable: false,
        renderCell: ({ row }) => <CompanyStatusChip status={row.status} />,
      },
      {
        field: 'submittedAt',
        headerName: 'Подана на проверку',
        width: 170,
        sortable: false,
        valueFormatter: (value: string | null | undefined) => (value ? format(value) : '—'),
      },
      {
        field: 'declineReason',
        headerName: 'Причина отклонения',
        flex: 1.5,
        minWidth: 200,
        sortable: false,
        valueFormatter: (value: string | null | undefined) => value ?? '',
      },
    ],
    [format],
  );

  return (
    <Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: 1 }}>
          Модерация организаций
        </Typography>
        {mayCreate && (
          <Button
            variant="contained"
            startIcon={<AddBusinessOutlinedIcon />}
            onClick={() => setCreating(true)}
          >
            Создать компанию закупщика
          </Button>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label="Организации"
            value={side}
            onChange={(e) =>
              list.setFilters({
                userType: e.target.value === 'USER_TYPE_FARMER' ? undefined : e.target.value,
              })
            }
            sx={{ minWidth: 180 }}
          >
            {SIDES.map((s) => (
              <MenuItem key={s.value} value={s.value}>
                {s.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Статус"
            value={status ?? ''}
            onChange={(e) => list.setFilters({ status: e.target.value || undefined })}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">Все статусы</MenuItem>
            {COMPANY_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {COMPANY_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          <SearchBox
            value={list.q}
            onSearch={list.setSearch}
            label="Поиск"
            placeholder="Наименование или ИНН"
          />
        </Stack>
      </Paper>
      <ServerDataGrid<Company>
        list={list}
        rows={data?.companies ?? []}
        rowCount={data?.total ?? 0}
        loading={isFetching}
        columns={columns}
        getRowId={(row) => row.uuid}
        localeText={{ noRowsLabel: 'Организаций не найдено' }}
      />
      {mayCreate && <CreateCompanyDialog open={creating} onClose={() => setCreating(false)} />}
    </Box>
  );
}
