import { useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { normalizeStatusFilter, PLEDGE_OPTIONS } from '@kolos/domain/prepayment';
import { SearchBox } from '../../../shared/list';
import { DateRangeInputs } from '../../../shared/form';
import { ARRAY_KEYS, FILTER_KEYS, URL_DATE, type PrepaymentListParams } from '../lib/filter-query';
import { DigitsField } from './digits-field';
import { StatusSelect } from './status-select';

/** SPEC 2.12, 5: number, date range, pledge, statuses and a search by organisation or ИНН. */
export function PrepaymentFilter({ list }: { list: PrepaymentListParams }) {
  const { requestId = '', from, to, pledge = 'any', statuses } = list.filters;
  const [, setParams] = useSearchParams();
  // one navigation: two list setters in a row would each start from the same old URL
  const reset = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const key of [...FILTER_KEYS, ...ARRAY_KEYS, 'q', 'page']) next.delete(key);
      return next;
    });
  const active = Boolean(requestId || from || to || pledge !== 'any' || statuses.length > 0 || list.q);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap alignItems="center">
          <DigitsField
            label="Номер заявки"
            value={requestId}
            onApply={(v) => list.setFilters({ requestId: v })}
          />
          <DateRangeInputs
            label="Дата заявки с"
            format={URL_DATE}
            from={from}
            to={to}
            onChange={(bound, day) => list.setFilters({ [bound]: day })}
            width={200}
          />
          <TextField
            select
            size="small"
            label="Залог"
            value={pledge}
            sx={{ width: 130 }}
            onChange={(e) =>
              list.setFilters({ pledge: e.target.value === 'any' ? undefined : e.target.value })
            }
          >
            {PLEDGE_OPTIONS.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
          <StatusSelect
            value={normalizeStatusFilter(statuses)}
            onChange={(v) => list.setFilters({ statuses: v })}
          />
        </Stack>
        <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
          <SearchBox
            value={list.q}
            onSearch={list.setSearch}
            label="Организация или ИНН"
            placeholder="Название организации или начало ИНН"
          />
          {active && (
            <Button color="inherit" onClick={reset}>
              Сбросить фильтры
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
