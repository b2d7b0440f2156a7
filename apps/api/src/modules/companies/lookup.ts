import {
  LOOKUP_MSG,
  type OrganizationLookupReply,
  type OrganizationSuggestion,
} from '@kolos/domain/companies';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { postOutboundForBody } from '../../platform/outbound';
import * as q from './queries';

/** Finds organisations by ИНН or ОГРН; answers only what its source knows, never made-up data. */
export interface OrganizationLookup {
  find(id: string): Promise<OrganizationLookupReply>;
}

const kindOf = (taxCode: string) => (taxCode.length === 12 ? 'COMPANY_TYPE_INDIVIDUAL' : 'COMPANY_TYPE_CORP');

/** Offline, the default: the platform's approved companies with this ИНН or ОГРН. */
export const platformLookup = (db: Database): OrganizationLookup => ({
  async find(id) {
    const rows = await q.companiesByRequisite(db, id);
    return {
      provider: 'platform',
      message: LOOKUP_MSG.platformOnly,
      suggestions: rows.map((c) => ({
        name: c.name,
        taxCode: c.taxCode ?? '',
        reasonCode: c.reasonCode,
        code: c.code,
        type: c.type === 'COMPANY_TYPE_INDIVIDUAL' ? c.type : kindOf(c.taxCode ?? ''),
        director: c.director,
        address: c.address,
        registrationDate: c.registrationDate === null ? null : String(c.registrationDate),
      })),
    };
  },
});

/** What DaData's findById/party answers, as far as we read it. */
interface DadataParty {
  value?: string;
  data?: {
    inn?: string;
    kpp?: string | null;
    ogrn?: string | null;
    type?: 'LEGAL' | 'INDIVIDUAL';
    management?: { name?: string | null } | null;
    name?: { short_with_opf?: string | null; full_with_opf?: string | null } | null;
    fio?: { surname?: string; name?: string; patronymic?: string | null } | null;
    address?: { value?: string | null } | null;
    state?: { registration_date?: number | null } | null;
  };
}

export function fromDadata(party: DadataParty): OrganizationSuggestion | null {
  const d = party.data;
  if (!d?.inn) return null;
  const individual = d.type === 'INDIVIDUAL';
  const fio = d.fio ? [d.fio.surname, d.fio.name, d.fio.patronymic].filter(Boolean).join(' ') : null;
  const registered = d.state?.registration_date;
  return {
    name: d.name?.short_with_opf ?? party.value ?? d.name?.full_with_opf ?? d.inn,
    taxCode: d.inn,
    reasonCode: individual ? null : (d.kpp ?? null),
    code: d.ogrn ?? null,
    type: individual ? 'COMPANY_TYPE_INDIVIDUAL' : 'COMPANY_TYPE_CORP',
    director: individual ? fio : (d.management?.name ?? null),
    address: d.address?.value ?? null,
    registrationDate: registered ? new Date(registered).toISOString().slice(0, 10) : null,
  };
}

/** DaData's findById/party, through the outbound guard (ADR 0068): a 10 s limit, 1 MB answer. */
export const dadataLookup = (config: Config, apiKey: string): OrganizationLookup => ({
  async find(id) {
    try {
      const res = await postOutboundForBody(config.DADATA_URL, {
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Token ${apiKey}`,
        },
        body: JSON.stringify({ query: id, count: 5 }),
        timeoutMs: 10_000,
        allowReserved: config.DADATA_ALLOW_PRIVATE,
        maxBytes: 1024 * 1024,
      });
      if (res.status !== 200) throw new Error(`DaData answered ${res.status}`);
      const parsed = JSON.parse(res.body) as { suggestions?: DadataParty[] };
      const suggestions = (parsed.suggestions ?? []).flatMap((p) => fromDadata(p) ?? []);
      return { provider: 'dadata', message: suggestions.length ? null : LOOKUP_MSG.notFound, suggestions };
    } catch {
      return { provider: 'none', message: LOOKUP_MSG.failed, suggestions: [] };
    }
  },
});

export const lookupFor = (config: Config, db: Database): OrganizationLookup =>
  config.DADATA_API_KEY ? dadataLookup(config, config.DADATA_API_KEY) : platformLookup(db);
