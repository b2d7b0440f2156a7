import { contractFilters, type ContractFilters } from '@kolos/domain/contracts';

/**
 * The list filters from the URL, each checked on its own: a hand-edited or outdated value is
 * dropped instead of failing the whole list.
 */
export function cleanFilters(raw: Record<string, string | undefined>): ContractFilters {
  const clean: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(contractFilters.shape)) {
    const parsed = schema.safeParse(raw[key]);
    if (parsed.success && parsed.data !== undefined) clean[key] = parsed.data;
  }
  return contractFilters.parse(clean);
}
