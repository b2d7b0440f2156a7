import { OptionSelect } from '../ui/option-select';
import { useCultures } from './use-cultures';

interface Props {
  value: string | undefined;
  onChange: (uuid: string | undefined) => void;
}

/** A list's crop filter ('Культура'): one of the platform's crops, or any. */
export function CropFilter({ value, onChange }: Props) {
  const cultures = useCultures();
  return (
    <OptionSelect
      label="Культура"
      options={(cultures.data ?? []).map((c) => ({ value: c.uuid, label: c.payload.title }))}
      loading={cultures.isPending}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
    />
  );
}
