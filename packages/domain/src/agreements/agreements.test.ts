import { describe, expect, it } from 'vitest';
import { allowedMoves } from '../status-machine';
import {
  AGREEMENT_MSG,
  AGREEMENT_STATUS_MACHINE,
  maskPhone,
  signAgreementBody,
  signatureLines,
  signedAtMoscow,
  signedAtUtc,
} from './index';

describe('the agreement’s status machine (issue 19 point 5)', () => {
  it('offered → signed, once; a signed agreement is final', () => {
    expect(allowedMoves(AGREEMENT_STATUS_MACHINE)).toEqual([
      ['AGREEMENT_CONTRACT_CREATED', 'AGREEMENT_CONTRACT_SIGNED'],
    ]);
    expect(AGREEMENT_STATUS_MACHINE.refusal('AGREEMENT_CONTRACT_SIGNED', 'AGREEMENT_CONTRACT_SIGNED')).toBe(
      AGREEMENT_MSG.alreadySigned,
    );
    expect(AGREEMENT_STATUS_MACHINE.allows('AGREEMENT_CONTRACT_SIGNED', 'AGREEMENT_CONTRACT_CREATED')).toBe(
      false,
    );
  });
});

describe('the signature record as people read it', () => {
  it.each([
    ['2026-09-01T07:30:00.000Z', '01.09.2026 07:30:00 UTC', '01.09.2026 10:30:00 МСК (UTC+3)'],
    ['2026-12-31T22:15:09.000Z', '31.12.2026 22:15:09 UTC', '01.01.2027 01:15:09 МСК (UTC+3)'],
  ])('%s is %s and %s', (iso, utc, moscow) => {
    expect(signedAtUtc(iso)).toBe(utc);
    expect(signedAtMoscow(iso)).toBe(moscow);
  });

  it('lists signer, phone, both times, address and hash', () => {
    const lines = signatureLines({
      signedAt: '2026-09-01T07:30:00.000Z',
      signerUuid: '0190a000-0000-7000-8000-000000000304',
      signerName: 'Иванов Иван Иванович',
      signerPhone: '+79000000004',
      signerIp: null,
      textSha256: 'ab'.repeat(32),
    });
    expect(lines).toEqual([
      ['Подписант', 'Иванов Иван Иванович'],
      ['Телефон', '+7 900 000-00-04'],
      ['Подписан (UTC)', '01.09.2026 07:30:00 UTC'],
      ['Подписан (Москва)', '01.09.2026 10:30:00 МСК (UTC+3)'],
      ['IP-адрес', 'не известен'],
      ['SHA-256 текста', 'ab'.repeat(32)],
    ]);
  });

  it('masks the phone the code went to', () => {
    expect(maskPhone('+79181234567')).toBe('+7 918 ***-**-67');
    expect(maskPhone('12345')).toBe('12345');
  });
});

describe('PUT /agreement/{uuid} body', () => {
  it.each([
    [{ status: 'AGREEMENT_CONTRACT_SIGNED', code: '123456' }, true],
    [{ status: 'AGREEMENT_CONTRACT_SIGNED', code: ' 1234 ' }, true],
    [{ status: 'AGREEMENT_CONTRACT_CREATED', code: '123456' }, false],
    [{ status: 'AGREEMENT_CONTRACT_SIGNED', code: '12a456' }, false],
    [{ status: 'AGREEMENT_CONTRACT_SIGNED', code: '123' }, false],
    [{ status: 'AGREEMENT_CONTRACT_SIGNED' }, false],
  ])('%j valid: %s', (body, valid) => {
    expect(signAgreementBody.safeParse(body).success).toBe(valid);
  });
});
