import { describe, expect, it } from 'vitest';
import { codeFitsCompany, companyDocumentCodes, requiredDocumentCodes } from './codes';

const IP = 'COMPANY_TYPE_INDIVIDUAL';
const OOO = 'COMPANY_TYPE_CORP';

describe("document codes by company form: \"an ИП's documents page offers only the ИП's document codes; an ООО's only the company's ones\" (issue 28 point 17)", () => {
  it.each([
    [IP, ['PASSPORT', 'OGRNIP_CERTIFICATE', 'COMPANY_CARD', 'POWER_OF_ATTORNEY', 'OTHER']],
    [OOO, ['CHARTER', 'EGRUL_EXTRACT', 'DIRECTOR_ORDER', 'COMPANY_CARD', 'POWER_OF_ATTORNEY', 'OTHER']],
    ['COMPANY_TYPE_EMPTY', ['COMPANY_CARD', 'POWER_OF_ATTORNEY', 'OTHER']],
  ])('%s is offered %j', (type, codes) => {
    expect(companyDocumentCodes(type).map((c) => c.code)).toEqual(codes);
  });

  it.each([
    ['CHARTER', IP, false],
    ['EGRUL_EXTRACT', IP, false],
    ['DIRECTOR_ORDER', IP, false],
    ['PASSPORT', IP, true],
    ['OGRNIP_CERTIFICATE', IP, true],
    ['PASSPORT', OOO, false],
    ['OGRNIP_CERTIFICATE', OOO, false],
    ['CHARTER', OOO, true],
    ['COMPANY_CARD', IP, true],
    ['COMPANY_CARD', OOO, true],
    ['OTHER', 'COMPANY_TYPE_EMPTY', true],
    ['CHARTER', 'COMPANY_TYPE_EMPTY', false],
    ['WAYBILL', OOO, false], // a trip document belongs to a slot, not to a company
    ['NO_SUCH_CODE', IP, false],
  ])('%s fits a %s company: %s', (code, type, fits) => {
    expect(codeFitsCompany(code, type)).toBe(fits);
  });

  it('every code a form must provide is one it is offered', () => {
    for (const type of [IP, OOO]) {
      const offered = companyDocumentCodes(type).map((c) => c.code);
      expect(requiredDocumentCodes(type).every((code) => offered.includes(code))).toBe(true);
    }
  });
});
