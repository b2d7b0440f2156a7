import { useState } from 'react';
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
import { contractColumns } from '../components/contract-columns';
import { ContractFilters } from '../components/contract-filters';
import { IndicativeTable } from '../components/indicative-table';
import { useStatusChange } from '../components/use-status-change';
import { cleanFilters } from '../lib/filters';
import { saveFile } from '../lib/save-file';

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

  const onAction = (contract: ContractWire, action: ContractRowAction) => {
    if (action.key === 'edit') navigate(pathTo('Contract', { uuid: contract.uuid }));
    else if (action.key === 'cancel') setCanceling(contract);
    else if (action.to) void status.change(contract, action.to);
  };

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
      <ServerDataGrid<ContractWire>
        list={list}
        rows={data?.contracts ?? []}
        rowCount={data?.totalCount ?? 0}
        getRowId={(row) => row.uuid}
        columns={contractColumns({ canChange: can('Contract', ['update']), onAction })}
        loading={isFetching}
        getRowHeight={() => 'auto'}
        density="compact"
        sx={{
          bgcolor: 'background.paper',
          fontSize: 13,
          // two-line headers: 'Цена CPT, ₽/т' is read, not cut
          '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
          '& .MuiDataGrid-cell': { py: 0.75, display: 'flex', alignItems: 'center' },
        }}
      />
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
