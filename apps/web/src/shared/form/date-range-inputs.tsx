import { DateInput } from './date-input';

type RangeBound = 'from' | 'to';

/**
 * A list filter's «… с» and «по» days, each bounding the other so the end is never before the
 * start. A fragment: the two fields take their places in the filter's own row or grid.
 */
export function DateRangeInputs({
  label,
  from,
  to,
  onChange,
  format,
  width,
}: {
  /** The start's label, «Дата заявки с»; the end's is «по». */
  label: string;
  from: string | null | undefined;
  to: string | null | undefined;
  /** A whole day set, or undefined when one is cleared. */
  onChange: (bound: RangeBound, day: string | undefined) => void;
  /** How the days travel (DateInput's `format`): a URL keeps YYYY-MM-DD. */
  format?: string;
  width?: number;
}) {
  const common = { ...(format ? { format } : {}), ...(width ? { width } : {}) };
  return (
    <>
      <DateInput
        label={label}
        value={from}
        max={to}
        onChange={(v) => onChange('from', v ?? undefined)}
        {...common}
      />
      <DateInput
        label="по"
        value={to}
        min={from}
        onChange={(v) => onChange('to', v ?? undefined)}
        {...common}
      />
    </>
  );
}
