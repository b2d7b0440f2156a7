import { MSG } from '@kolos/domain';
import { FilterGrid } from '../../../shared/list';
import { RegionPointFilters } from '../../../shared/trading';
import type { useTransportFilter } from '../lib/use-transport-filter';
import { DateTimeInput } from './date-time-input';

interface Props {
  filter: ReturnType<typeof useTransportFilter>;
}

/**
 * SPEC 2.13 filter: purchase territory, receiving point (disabled until a territory), delivery
 * start and end. A start sets the end a day later; the window's refusal shows under the end.
 */
export function TransportFilter({ filter }: Props) {
  const startError = filter.start === null ? MSG.required : null;
  const endError = filter.start === null ? (filter.end === null ? MSG.required : null) : filter.refusal;
  return (
    <FilterGrid role="search" aria-label="Фильтр поставок" desktop="repeat(4, 1fr)" align="start">
      <RegionPointFilters
        regionUuid={filter.regionUuid}
        locationUuid={filter.locationUuid}
        onChange={filter.setPlace}
      />
      <DateTimeInput
        label="Начало поставки"
        value={filter.start}
        onChange={filter.setStart}
        timeZone={filter.timeZone}
        error={startError}
      />
      <DateTimeInput
        label="Окончание поставки"
        value={filter.end}
        onChange={filter.setEnd}
        timeZone={filter.timeZone}
        error={endError}
      />
    </FilterGrid>
  );
}
