import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CompanyPicker } from '../../../shared/companies/company-picker';
import { DateRangeInputs } from '../../../shared/form';
import { SETTLEMENT_STATUSES, SETTLEMENT_STATUS_LABELS } from '@kolos/domain/settlements';
import { URL_DATE, type SettlementListParams } from '../lib/filter-query';

const ANY = 'any';

/** The statements' filter: status, the farmer company, the days the statement was made. */
export function SettlementsFilter({
  list,
  invitedOnly,
}: {
  list: SettlementListParams;
  /** A purchaser's staff pick among the farmers their company invited; the admin among all. */
  invitedOnly: boolean;
}) {
  const { status = ANY, farmer, from, to } = list.filters;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap alignItems="center">
        <TextField
          select
          size="small"
          label="Статус"
          value={status}
          sx={{ width: 180 }}
          onChange={(e) => list.setFilters({ status: e.target.value === ANY ? undefined : e.target.value })}
        >
          <MenuItem value={ANY}>Любой</MenuItem>
          {SETTLEMENT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {SETTLEMENT_STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <Stack sx={{ width: 300, maxWidth: '100%' }}>
          <CompanyPicker
            label="Сельхозпроизводитель"
            userType="USER_TYPE_FARMER"
            invitedOnly={invitedOnly}
            size="small"
            placeholder="Название или ИНН"
            value={farmer ?? null}
            onChange={(uuid) => list.setFilters({ farmer: uuid ?? undefined })}
          />
        </Stack>
        <DateRangeInputs
          label="Дата расчёта с"
          format={URL_DATE}
          from={from}
          to={to}
          onChange={(bound, day) => list.setFilters({ [bound]: day })}
          width={200}
        />
        {list.filtered && (
          <Button color="inherit" onClick={list.clearFilters}>
            Сбросить фильтры
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
