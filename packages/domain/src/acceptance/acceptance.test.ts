import { describe, expect, it } from 'vitest';
import {
  acceptanceBody,
  acceptanceFigures,
  amountOf,
  creditedMass,
  defaultNormsOf,
  lossPercentOf,
  matchingAdjustments,
  overLimitOf,
  qualityNormsSchema,
  vatOf,
  type QualityNorms,
} from './index';

/** Wheat's ГОСТ basis: moisture 14 %, foreign 1 %, grain 2 %; bonus off unless a case turns it on. */
const norms = (bonus: Partial<Record<'MOISTURE' | 'FOREIGN' | 'GRAIN', boolean>> = {}): QualityNorms => ({
  factors: [
    { code: 'MOISTURE', basis: 14, limit: 19, bonus: bonus.MOISTURE ?? false },
    { code: 'FOREIGN', basis: 1, limit: 5, bonus: bonus.FOREIGN ?? false },
    { code: 'GRAIN', basis: 2, limit: 15, bonus: bonus.GRAIN ?? false },
    { code: 'NATURE', basis: 730, limit: 700, bonus: false },
  ],
  adjustments: [
    { code: 'NATURE', from: 700, to: 730, amountPerTon: -200 },
    { code: 'PROTEIN', from: 12.5, to: 14, amountPerTon: 350.5 },
    { code: 'PROTEIN', from: 14, to: 100, amountPerTon: 700 },
  ],
});

describe('the credited mass (issue 30: «For each of MOISTURE, FOREIGN, GRAIN in that order…»)', () => {
  it.each<[string, number, { MOISTURE: number; FOREIGN: number; GRAIN: number }, QualityNorms, number]>([
    // «25 000 kg at 16 % moisture over a 14 % basis and 3 % foreign matter over 1 %: … = 23 925 kg»
    ['the issue’s example', 25_000, { MOISTURE: 16, FOREIGN: 3, GRAIN: 2 }, norms(), 23_925],
    ['everything at basis: unchanged', 25_000, { MOISTURE: 14, FOREIGN: 1, GRAIN: 2 }, norms(), 25_000],
    ['moisture above basis: 20 000 × 85/86', 20_000, { MOISTURE: 15, FOREIGN: 1, GRAIN: 2 }, norms(), 19_767],
    ['foreign above basis: 20 000 × 98/99', 20_000, { MOISTURE: 14, FOREIGN: 2, GRAIN: 2 }, norms(), 19_798],
    ['grain above basis: 20 000 × 95/98', 20_000, { MOISTURE: 14, FOREIGN: 1, GRAIN: 5 }, norms(), 19_388],
    ['below basis, bonus off: unchanged', 20_000, { MOISTURE: 12, FOREIGN: 0.5, GRAIN: 1 }, norms(), 20_000],
    [
      'moisture below basis with bonus: 20 000 × 88/86',
      20_000,
      { MOISTURE: 12, FOREIGN: 1, GRAIN: 2 },
      norms({ MOISTURE: true }),
      20_465,
    ],
    [
      'bonus on one factor only',
      20_000,
      { MOISTURE: 12, FOREIGN: 0.5, GRAIN: 1 },
      norms({ FOREIGN: true }),
      20_101,
    ],
    [
      'all three, sequential: 30 000 × 82/86 × 96/99 × 93/98',
      30_000,
      { MOISTURE: 18, FOREIGN: 4, GRAIN: 7 },
      norms(),
      26_323,
    ],
    ['hundredths: 10 000 × 85,55/86', 10_000, { MOISTURE: 14.45, FOREIGN: 1, GRAIN: 2 }, norms(), 9_948],
    // 1 000 × 99/100 = 990 exactly; 2 × 99,75/99 … the half: 198 × 99,75/99 = 199,5 → 200 (half up)
    [
      'an exact half rounds up',
      198,
      { MOISTURE: 14, FOREIGN: 0.25, GRAIN: 2 },
      norms({ FOREIGN: true }),
      200,
    ],
  ])('%s', (_name, net, quality, n, credited) => {
    expect(creditedMass(net, quality, n)).toBe(credited);
  });

  it('is sequential: the product of the factors, rounded once at the end, not per step', () => {
    // per-step rounding would give 25 000 → 24 419 → 23 926; the rule rounds once: 23 925
    expect(creditedMass(25_000, { MOISTURE: 16, FOREIGN: 3, GRAIN: 2 }, norms())).toBe(23_925);
  });
});

describe('lossPercent = 100 × (1 − creditedKg / netKg), two decimals', () => {
  it.each([
    [25_000, 23_925, 4.3],
    [20_000, 20_000, 0],
    [20_000, 20_465, -2.32], // −2,325: half up is towards +∞
    [3, 2, 33.33],
    [3, 1, 66.67],
  ])('%i → %i: %f', (net, credited, loss) => expect(lossPercentOf(net, credited)).toBe(loss));
});

describe('adjustments match [from, to)', () => {
  it.each<[string, Record<string, number>, number[]]>([
    ['at from: matches', { NATURE: 700 }, [-200]],
    ['just below to: matches', { NATURE: 729.99 }, [-200]],
    ['at to: does not', { NATURE: 730 }, []],
    ['below from: does not', { NATURE: 699.99 }, []],
    ['two factors, two adjustments', { NATURE: 710, PROTEIN: 14 }, [-200, 700]],
    ['a factor not measured matches none', {}, []],
  ])('%s', (_name, quality, amounts) => {
    expect(matchingAdjustments(quality, norms()).map((a) => a.amountPerTon)).toEqual(amounts);
  });
});

describe('overLimit: beyond the restrictive norm, on the factor’s worse side', () => {
  it.each<[string, Record<string, number>, string[]]>([
    ['at the limit: not over', { MOISTURE: 19, FOREIGN: 5, GRAIN: 15, NATURE: 700 }, []],
    ['moisture above', { MOISTURE: 19.01, FOREIGN: 1, GRAIN: 2 }, ['MOISTURE']],
    ['nature below (lower is worse)', { MOISTURE: 14, FOREIGN: 1, GRAIN: 2, NATURE: 699 }, ['NATURE']],
    [
      'several, in the codes’ order',
      { MOISTURE: 25, FOREIGN: 6, GRAIN: 2, NATURE: 650 },
      ['MOISTURE', 'FOREIGN', 'NATURE'],
    ],
    ['a factor without a norm is never over', { MOISTURE: 14, FOREIGN: 1, GRAIN: 2, PROTEIN: 1 }, []],
  ])('%s', (_name, quality, codes) => expect(overLimitOf(quality, norms())).toEqual(codes));
});

describe('money: kopecks, rounded half up; НДС 10/110 when the seller has nds', () => {
  it.each([
    [23_925, 1_500_000, 35_887_500], // 23,925 t × 15 000 ₽
    [1, 1_500_050, 1_500], // 0,001 t × 15 000,50 ₽ = 15,0005 ₽ → 15,00 (1 500,05 kop → half up is 1 500)
    [1, 1_500, 2], // 0,001 × 15 ₽ = 1,5 kop → 2
    [3, 1_499, 4], // 4,497 kop → 4
  ])('%i kg at %i kop/t = %i kop', (kgs, perTon, kop) => expect(amountOf(kgs, perTon)).toBe(kop));

  it.each([
    [11_000, 1_000],
    [35_887_500, 3_262_500],
    [100, 9], // 9,09 → 9
    [11, 1], // 1 exactly
    [55, 5], // 5 exactly
    [1_221, 111], // 111,0 → 111
    [1_216, 111], // 110,545… → 111
  ])('vat of %i kop = %i kop', (amount, vat) => expect(vatOf(amount)).toBe(vat));
});

describe('acceptanceFigures: one truck from the scale to the money', () => {
  it('the issue’s example at 15 000 ₽/t, nature discounted, seller with НДС', () => {
    expect(
      acceptanceFigures({
        grossKg: 40_000,
        tareKg: 15_000,
        quality: { MOISTURE: 16, FOREIGN: 3, GRAIN: 2, NATURE: 720 },
        norms: norms(),
        dealPricePerTon: 15_000,
        sellerNds: true,
      }),
    ).toEqual({
      netKg: 25_000,
      creditedKg: 23_925,
      lossPercent: 4.3,
      adjustments: [{ code: 'NATURE', amountPerTon: -200 }],
      pricePerTon: 14_800,
      amount: 35_409_000,
      vat: 3_219_000,
      overLimit: [],
    });
  });

  it('without НДС vat is null; a manual discount and kopeck adjustments lower the price', () => {
    const f = acceptanceFigures({
      grossKg: 30_000,
      tareKg: 10_000,
      quality: { MOISTURE: 20, FOREIGN: 1, GRAIN: 2, PROTEIN: 13 },
      norms: norms(),
      dealPricePerTon: 15_000,
      manualDiscountPerTon: 500.25,
      sellerNds: false,
    });
    expect(f.pricePerTon).toBe(14_850.25); // 15 000 + 350,50 − 500,25
    expect(f.creditedKg).toBe(18_605); // 20 000 × 80/86 = 18 604,65…
    expect(f.amount).toBe(amountOf(18_605, 1_485_025));
    expect(f.vat).toBeNull();
    expect(f.overLimit).toEqual(['MOISTURE']);
  });
});

describe('the wire of POST /slots/{uuid}/acceptance', () => {
  const ok = { grossKg: 40_000, tareKg: 15_000, quality: { MOISTURE: 14, FOREIGN: 1, GRAIN: 2 } };
  const message = (body: unknown) => acceptanceBody.safeParse(body).error?.issues[0]?.message;
  it.each<[string, unknown, string | undefined]>([
    ['a whole truck', ok, undefined],
    ['gross equal to tare', { ...ok, tareKg: 40_000 }, 'Вес брутто должен быть больше веса тары'],
    ['tare zero', { ...ok, tareKg: 0 }, 'Вес тары должен быть больше нуля'],
    ['gross over 60 000', { ...ok, grossKg: 60_001 }, 'Вес брутто не может превышать 60 000 кг'],
    ['gross of 60 000 exactly', { ...ok, grossKg: 60_000 }, undefined],
    ['grams', { ...ok, grossKg: 40_000.5 }, 'Укажите вес в целых килограммах'],
    ['no moisture', { ...ok, quality: { FOREIGN: 1, GRAIN: 2 } }, 'Укажите число не меньше нуля'],
    [
      'three decimals',
      { ...ok, quality: { ...ok.quality, MOISTURE: 14.125 } },
      'Не более двух знаков после запятой',
    ],
    ['a refusal without a reason', { ...ok, decision: 'REFUSE' }, 'Укажите причину'],
    [
      'a discount without a reason',
      { ...ok, manualDiscountPerTon: 100 },
      'Скидку вручную можно дать только с причиной',
    ],
    ['a correction without a reason', { ...ok, correctsVersion: 1 }, 'Укажите причину исправления'],
  ])('%s', (_name, body, msg) => expect(message(body)).toBe(msg));
});

describe('the ГОСТ defaults', () => {
  it.each(['wheat-3', 'wheat-durum', 'barley-feed', 'corn', 'sunflower'])('%s has valid norms', (alias) => {
    const d = defaultNormsOf(alias);
    expect(d && qualityNormsSchema.safeParse(d).success).toBe(true);
  });
  it('wheat: basis 14 / 1 / 2 (ГОСТ 9353-2016); a crop the issue does not name has none', () => {
    expect(
      defaultNormsOf('wheat-3')
        ?.factors.slice(0, 3)
        .map((f) => f.basis),
    ).toEqual([14, 1, 2]);
    expect(defaultNormsOf('soy')).toBeNull();
  });
});
