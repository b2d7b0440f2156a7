import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  CONTRACT_SORT_FIELDS,
  type ContractListQuery,
  type ContractRowAction,
  type ContractSortField,
  type ContractWire,
} from '@kolos/domain/contracts';
import { useSession } from '../../../shared/auth/use-session';
import { ServerDataGrid, useListParams } from '../../../shared/list';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { pathTo } from '../../../shared/routing/paths';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { exportContracts } from '../api/export-contracts';
import { useContracts } from '../api/get-contracts';
import { CONTRACT_CELL_STYLES, contractColumns } from '../components/contract-columns';
import { ContractFilters } from '../components/contract-filters';
import { IndicativeTable } from '../components/indicative-table';
import { useStatusChange } from '../components/use-status-change';
import { cleanFilters } from '../lib/filters';
import { saveFile } from '../../../shared/files/save-file';

const FILTERS = [
  'status',
  'productUuid',
  'startDate',
  'endDate',
  'regionUuid',
  'aggregatorLocationUuid',
  'userUuid',
  'deliveryType',
] as const;

/** Two lines of a name and a note under it, in 13 px type. */
const ROW_HEIGHT = 60;

const GRID_SX = {
  bgcolor: 'background.paper',
  fontSize: 13,
  // two-line headers: 'Цена CPT, ₽/т' is read, not cut
  '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
  '& .MuiDataGrid-cell': { py: 0.75, display: 'flex', alignItems: 'center' },
  ...CONTRACT_CELL_STYLES,
};

const getRowId = (row: ContractWire) => row.uuid;

const isSortField = (field: string): field is ContractSortField =>
  (CONTRACT_SORT_FIELDS as readonly string[]).includes(field);

/** SPEC 2.10 'Контракты': every deal of the company, found by any filter, 15 per page. */
export function ContractsList() {
  const navigate = useNavigate();
  const { can } = useSession();
  const list = useListParams({ filters: FILTERS });
  const filters = cleanFilters(list.filters);
  const sortField = list.sort && isSortField(list.sort.field) ? list.sort.field : undefined;
  const query: ContractListQuery = {
    ...filters,
    offset: list.offset,
    limit: list.size,
    sortField,
    sortDirection: list.sort?.direction ?? 'ASC',
  };
  const { data, isFetching } = useContracts(query);
  const status = useStatusChange();
  const [canceling, setCanceling] = useState<ContractWire | null>(null);
  const [exporting, setExporting] = useState(false);

  const { change } = status;
  const onAction = useCallback(
    (contract: ContractWire, action: ContractRowAction) => {
      if (action.key === 'edit') navigate(pathTo('Contract', { uuid: contract.uuid }));
      else if (action.key === 'cancel') setCanceling(contract);
      else if (action.to) void change(contract, action.to);
    },
    [navigate, change],
  );
  const canChange = can('Contract', ['update']);
  // Built once: new column objects make the grid recompute its column state and every cell.
  const columns = useMemo(() => contractColumns({ canChange, onAction }), [canChange, onAction]);

  const download = async () => {
    setExporting(true);
    try {
      const { offset: _o, limit: _l, ...rest } = query;
      saveFile(await exportContracts(rest), `contracts-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box>
      <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mr: 'auto' }}>
          Контракты
        </Typography>
        <Button
          startIcon={<FileDownloadOutlinedIcon />}
          onClick={() => void download()}
          disabled={exporting || !data?.totalCount}
        >
          Экспорт в CSV
        </Button>
        {can('Contract', ['create']) && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => navigate(pathTo('Contract', { uuid: 'create' }))}
          >
            Добавить сделку
          </Button>
        )}
      </Stack>
      <IndicativeTable
        query={{
          productUuid: filters.productUuid,
          regionUuid: filters.regionUuid,
          aggregatorLocationUuid: filters.aggregatorLocationUuid,
        }}
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <ContractFilters value={filters} onChange={list.setFilters} onClear={list.clearFilters} />
      </Paper>
      {/*
        A fixed height: the grid scrolls inside it, so only the rows in view are rendered (with
        autoHeight all 100 rows were rendered at once), and nothing below moves when rows arrive.
        Rows have one fixed height: measuring 'auto' rows re-lays out the page after every render.
      */}
      <Box sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 88px)', minHeight: 400 }}>
        <ServerDataGrid<ContractWire>
          list={list}
          rows={data?.contracts ?? []}
          rowCount={data?.totalCount ?? 0}
          getRowId={getRowId}
          columns={columns}
          loading={isFetching}
          autoHeight={false}
          rowHeight={ROW_HEIGHT}
          density="compact"
          sx={GRID_SX}
        />
      </Box>
      <ConfirmDialog
        open={canceling !== null}
        title="Отменить сделку?"
        text={
          canceling
            ? `${canceling.farmerCompany.name}: ${canceling.product.payload.title}, ${canceling.quantity} т`
            : undefined
        }
        confirmText="Отменить сделку"
        cancelText="Не отменять"
        destructive
        loading={status.pending}
        onConfirm={() => {
          if (canceling) void status.change(canceling, 'CONTRACT_CANCELED').finally(() => setCanceling(null));
        }}
        onCancel={() => setCanceling(null)}
      />
    </Box>
  );
}
