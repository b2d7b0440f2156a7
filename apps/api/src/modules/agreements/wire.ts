import type { Agreement, AgreementTemplate } from '@kolos/domain/agreements';
import type { AgreementTemplatesTable } from './tables';
import type { AgreementRow } from './queries';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A stored agreement as every route answers it (the signature record once signed). */
export function agreementWire(row: AgreementRow): Agreement {
  const signed = row.signedAt !== null && row.signerUserUuid !== null && row.textSha256 !== null;
  return {
    uuid: row.uuid,
    farmerCompanyUuid: row.farmerCompanyUuid,
    farmerCompanyName: row.farmerCompanyName,
    purchaserCompanyUuid: row.purchaserCompanyUuid,
    purchaserCompanyName: row.purchaserCompanyName,
    templateUuid: row.templateUuid,
    version: row.version,
    title: row.title,
    text: row.text,
    status: row.status,
    createdAt: iso(row.createdAt),
    signature: signed
      ? {
          signedAt: iso(row.signedAt!),
          signerUuid: row.signerUserUuid!,
          signerName: row.signerName,
          signerPhone: row.signerPhone ?? '',
          signerIp: row.signerIp,
          textSha256: row.textSha256!,
        }
      : null,
  };
}

type StoredTemplate = Omit<AgreementTemplatesTable, 'createdAt'> & { createdAt: Date | string };

export const templateWire = (row: StoredTemplate): AgreementTemplate => ({
  uuid: row.uuid,
  purchaserCompanyUuid: row.purchaserCompanyUuid,
  version: row.version,
  title: row.title,
  text: row.text,
  createdBy: row.createdBy,
  createdAt: iso(row.createdAt),
});
