import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatKg, formatKopecks } from '@kolos/domain/acceptance';
import { SR_ONLY } from '../../../shared/ui/sr-only';
import { dealLabel } from '../../../shared/settlements/settlement-wire';
import { useCreateSettlement, useUnsettledDeals } from '../api/settlements-api';

interface Props {
  mayCreate: boolean;
  /** The new statement opens for checking and confirming. */
  onCreated: (uuid: string) => void;
}

/** Deals whose accepted trucks no statement holds yet: one click makes a draft statement of them. */
export function UnsettledDeals({ mayCreate, onCreated }: Props) {
  const query = useUnsettledDeals();
  const create = useCreateSettlement();
  if (query.isPending) return <Typography color="text.secondary">Загружаем сделки…</Typography>;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  const deals = query.data.deals;
  if (deals.length === 0) {
    return <Typography color="text.secondary">Все принятые машины уже вошли в расчёты.</Typography>;
  }
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      {create.isError && <Alert severity="error">{create.error.message}</Alert>}
      <Table size="small" aria-label="Сделки с неоплаченными приёмками">
        <TableHead>
          <TableRow>
            <TableCell>Сделка</TableCell>
            <TableCell>Сельхозпроизводитель</TableCell>
            <TableCell align="right">Машин</TableCell>
            <TableCell align="right">Зачётный вес</TableCell>
            <TableCell align="right">Сумма</TableCell>
            {mayCreate && (
              <TableCell>
                <span style={SR_ONLY}>Действия</span>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {deals.map((deal) => (
            <TableRow key={deal.dealUuid}>
              <TableCell>
                {dealLabel(deal)}
                {deal.productTitle && (
                  <Typography variant="body2" color="text.secondary">
                    {deal.productTitle}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{deal.farmerCompanyName}</TableCell>
              <TableCell align="right">{deal.trucks}</TableCell>
              <TableCell align="right">{formatKg(deal.creditedKg)}</TableCell>
              <TableCell align="right">{formatKopecks(deal.amount)}</TableCell>
              {mayCreate && (
                <TableCell align="right">
                  <Button
                    variant="outlined"
                    size="small"
                    aria-label={`Сформировать расчёт: ${dealLabel(deal)}, ${deal.farmerCompanyName}`}
                    loading={create.isPending && create.variables === deal.dealUuid}
                    disabled={create.isPending}
                    onClick={() => create.mutate(deal.dealUuid, { onSuccess: (s) => onCreated(s.uuid) })}
                  >
                    Сформировать расчёт
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {query.data.totalCount > deals.length && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          Показаны {deals.length} из {query.data.totalCount} сделок: сформируйте расчёты по этим, и появятся
          следующие.
        </Typography>
      )}
    </Paper>
  );
}
