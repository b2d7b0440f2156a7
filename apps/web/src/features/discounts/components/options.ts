import { formatKladrName, type Culture, type KladrItem } from '@kolos/domain/reference';
import type { Option } from '../../../shared/ui/option-select';

export const placeOptions = (items: KladrItem[] | undefined): Option[] =>
  (items ?? []).map((i) => ({ value: i.uuid, label: formatKladrName(i.name) }));

export const cultureOptions = (items: Culture[] | undefined): Option[] =>
  (items ?? []).map((c) => ({ value: c.uuid, label: c.payload.title }));
