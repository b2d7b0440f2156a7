import iconv from 'iconv-lite';
import { SETTLEMENT } from '@kolos/domain';
import { SETTLEMENT_MSG as M, bankSum, paymentPurpose } from '@kolos/domain/settlements';
import { auditActor, writeAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/context';
import type { Deps, RequestMeta } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import { changeableBy } from '../../platform/scope';
import * as q from './queries';

/*
 * The payments to the bank as a 1С «Клиент-банк» exchange file (format 1.03 of 1С's «Стандарт
 * обмена с системами "Клиент банка"», v8.1c.ru/edi/edi_stnd/100/101.htm): a header, then one
 * «СекцияДокумент=Платежное поручение» per confirmed statement with something to pay, keys
 * «Ключ=Значение» one a line, CRLF, Windows-1251. docs/settlement.md has the keys we write.
 */

const CRLF = '\r\n';

/** A card field the bank file needs, and its Russian name for the refusal. */
const NEEDED: { field: keyof q.BankCard; name: string; corpOnly?: boolean }[] = [
  { field: 'taxCode', name: 'ИНН' },
  { field: 'reasonCode', name: 'КПП', corpOnly: true },
  { field: 'accountNumber', name: 'расчётный счёт' },
  { field: 'bankId', name: 'БИК банка' },
  { field: 'bankName', name: 'наименование банка' },
  { field: 'corrAccount', name: 'корреспондентский счёт банка' },
];

/** The card's empty fields the bank needs, by name; none: it can pay or be paid. */
export const cardLacks = (card: q.BankCard): string[] =>
  NEEDED.filter((n) => (!n.corpOnly || card.type === 'COMPANY_TYPE_CORP') && !card[n.field]).map(
    (n) => n.name,
  );

/** Moscow's day 'DD.MM.YYYY' and time 'HH:MM:SS' of a moment. */
function moscow(at: Date): { day: string; time: string } {
  const parts = new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).formatToParts(at);
  const p = (type: string) => parts.find((x) => x.type === type)?.value ?? '';
  return {
    day: `${p('day')}.${p('month')}.${p('year')}`,
    time: `${p('hour')}:${p('minute')}:${p('second')}`,
  };
}

/** A value on one line: the format has no escaping, so line breaks become spaces. */
const one = (value: string | number | null) => String(value ?? '').replace(/[\r\n]+/g, ' ');

const party = (prefix: 'Плательщик' | 'Получатель', c: q.BankCard): string[] => [
  `${prefix}Счет=${one(c.accountNumber)}`,
  `${prefix}=ИНН ${one(c.taxCode)} ${one(c.name)}`,
  `${prefix}ИНН=${one(c.taxCode)}`,
  `${prefix}КПП=${one(c.type === 'COMPANY_TYPE_CORP' ? c.reasonCode : '')}`,
  `${prefix}1=${one(c.name)}`,
  `${prefix}РасчСчет=${one(c.accountNumber)}`,
  `${prefix}Банк1=${one(c.bankName)}`,
  `${prefix}БИК=${one(c.bankId)}`,
  `${prefix}Корсчет=${one(c.corrAccount)}`,
];

export interface RegistryDocument {
  number: number;
  payable: number;
  amount: number;
  vat: number | null;
  dealLabel: string;
  payer: q.BankCard;
  payee: q.BankCard;
}

/** The file's text (before its encoding): the header and a payment order per document. */
export function registryText(documents: readonly RegistryDocument[], at: Date): string {
  const { day, time } = moscow(at);
  const accounts = [...new Set(documents.map((d) => one(d.payer.accountNumber)))];
  const lines = [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    'Кодировка=Windows',
    'Отправитель=Колос',
    'Получатель=',
    `ДатаСоздания=${day}`,
    `ВремяСоздания=${time}`,
    `ДатаНачала=${day}`,
    `ДатаКонца=${day}`,
    ...accounts.map((a) => `РасчСчет=${a}`),
    'Документ=Платежное поручение',
  ];
  for (const d of documents) {
    lines.push(
      'СекцияДокумент=Платежное поручение',
      `Номер=${d.number}`,
      `Дата=${day}`,
      `Сумма=${bankSum(d.payable)}`,
      ...party('Плательщик', d.payer),
      ...party('Получатель', d.payee),
      'ВидОплаты=01',
      'Очередность=5',
      `НазначениеПлатежа=${one(
        paymentPurpose({
          statementNumber: d.number,
          dealLabel: d.dealLabel,
          date: day,
          payable: d.payable,
          amount: d.amount,
          vat: d.vat,
        }),
      )}`,
      'КонецДокумента',
    );
  }
  lines.push('КонецФайла');
  return lines.join(CRLF) + CRLF;
}

const DEAL_NAMES = { OFFER: 'предложению', CONTRACT: 'договору', TASK: 'сделке' } as const;

/** «предложению № 12», «сделке № 7», «договору» — the deal as the purpose names it. */
const dealLabel = (row: q.SettlementRow) =>
  `${DEAL_NAMES[row.dealKind]}${row.dealNumber === null ? '' : ` № ${Number(row.dealNumber)}`}`;

/**
 * POST /settlements/registry: the confirmed statements asked for (the caller's purchaser's), each
 * with something to pay, as one bank file in Windows-1251. A statement not confirmed, or a card of
 * the payer or a payee without what the bank needs, is refused (409) by name.
 */
export async function registryFile(
  deps: Deps,
  auth: AuthContext,
  uuids: string[],
  meta: RequestMeta,
): Promise<{ bytes: Buffer; fileName: string }> {
  const scope = changeableBy(auth, SETTLEMENT, {
    owner: 's.ownerCompanyUuid',
    farmer: 's.farmerCompanyUuid',
  });
  const rows = await q
    .settlementRows(deps.db)
    .where(scope)
    .where('s.uuid', 'in', uuids)
    .orderBy('s.number')
    .execute();
  if (rows.length !== new Set(uuids).size) throw notFound(M.notFound);
  const unconfirmed = rows.find((r) => r.status !== 'SETTLEMENT_CONFIRMED');
  if (unconfirmed) throw conflict(M.registryNotConfirmed(Number(unconfirmed.number)));
  const payable = rows.filter((r) => Number(r.amount) - Number(r.prepaymentRepaid) > 0);
  if (payable.length === 0) throw conflict(M.registryNothingPayable);
  const cards = new Map(
    (
      await q.bankCards(deps.db, [
        ...new Set(payable.flatMap((r) => [r.ownerCompanyUuid, r.farmerCompanyUuid])),
      ])
    ).map((c) => [c.uuid, c]),
  );
  for (const card of [...new Set(payable.flatMap((r) => [r.ownerCompanyUuid, r.farmerCompanyUuid]))].map(
    (u) => cards.get(u)!,
  )) {
    const lacks = cardLacks(card);
    if (lacks.length > 0) throw conflict(M.cardLacks(card.name, lacks), { companyUuid: card.uuid, lacks });
  }
  const at = new Date();
  const text = registryText(
    payable.map((r) => ({
      number: Number(r.number),
      payable: Number(r.amount) - Number(r.prepaymentRepaid),
      amount: Number(r.amount),
      vat: r.vat === null ? null : Number(r.vat),
      dealLabel: dealLabel(r),
      payer: cards.get(r.ownerCompanyUuid)!,
      payee: cards.get(r.farmerCompanyUuid)!,
    })),
    at,
  );
  await deps.db.transaction().execute((trx) =>
    writeAudit(trx, {
      action: 'settlement.registry',
      actorUuid: auditActor(auth),
      targetUuid: null,
      ip: meta.ip,
      detail: { settlements: payable.map((r) => r.uuid), count: payable.length },
    }),
  );
  return { bytes: iconv.encode(text, 'win1251'), fileName: '1c_to_kl.txt' };
}
