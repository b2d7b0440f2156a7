import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePrefetchQuery } from '@tanstack/react-query';
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
import { useListParams } from '../../../shared/list/use-list-params';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { pathTo } from '../../../shared/routing/paths';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { exportContracts } from '../api/export-contracts';
import { contractsQueryOptions, useContracts } from '../api/get-contracts';
import { ContractFilters } from '../components/contract-filters';
import { IndicativeTable } from '../components/indicative-table';
import { EmptyList, ListTotals } from '../components/list-totals';
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
  'aggregatorCompanyUuid',
] as const;

/**
 * The grid's chunk (DataGrid) is requested as soon as the page's code runs, beside the page's data
 * requests: the header, the indicative prices and the filters render without waiting for it.
 */
const gridModule = import('../components/contracts-grid');
const ContractsGrid = lazy(async () => ({ default: (await gridModule).ContractsGrid }));

/** The grid's frame while its code loads: the same room and outline, nothing moves when it comes. */
const GRID_FRAME_SX = {
  flex: 1,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
} as const;

const NO_ROWS: ContractWire[] = [];

const isSortField = (field: string): field is ContractSortField =>
  (CONTRACT_SORT_FIELDS as readonly string[]).includes(field);

/** SPEC 2.10 'Контракты': every deal of the company, found by any filter, 15 per page. */
export function ContractsList() {
  const navigate = useNavigate();
  const { can, user } = useSession();
  const isAdmin = user?.userType === 'admin';
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
  // The request goes out while the page renders, not after its commit: React holds a page that
  // replaces a loader back for up to 300 ms, and useQuery subscribes only once it is committed.
  usePrefetchQuery(contractsQueryOptions(query));
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
  const onOpen = useCallback(
    (contract: ContractWire) => navigate(pathTo('Contract', { uuid: contract.uuid })),
    [navigate],
  );
  const filtered = Object.values(filters).some(Boolean);
  const { clearFilters } = list;
  const empty = useMemo(
    () => <EmptyList filtered={filtered} onClear={clearFilters} />,
    [filtered, clearFilters],
  );

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
      <Stack direction="row" alignItems="center" spacing={2} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
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
          aggregatorCompanyUuid: filters.aggregatorCompanyUuid,
        }}
        showPurchaser={isAdmin}
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <ContractFilters
          value={filters}
          onChange={list.setFilters}
          onClear={list.clearFilters}
          showPurchaser={isAdmin}
        />
      </Paper>
      <ListTotals count={data?.totalCount} volume={data?.totalVolume} />
      {/*
        A fixed height: the grid scrolls inside it, so only the rows in view are rendered (with
        autoHeight all 100 rows were rendered at once), and nothing below moves when rows arrive.
      */}
      <Box sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 88px)', minHeight: 400 }}>
        <Suspense fallback={<Box sx={GRID_FRAME_SX} aria-busy="true" />}>
          <ContractsGrid
            list={list}
            rows={data?.contracts ?? NO_ROWS}
            rowCount={data?.totalCount ?? 0}
            loading={isFetching}
            canChange={canChange}
            onAction={onAction}
            showPurchaser={isAdmin}
            onOpen={onOpen}
            empty={empty}
          />
        </Suspense>
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
