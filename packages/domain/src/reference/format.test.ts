import { describe, expect, it } from 'vitest';
import { formatKladrName } from './index';

const n = (value: string, fullSubvalue: string, shortSubvalue: string) => ({
  value,
  fullSubvalue,
  shortSubvalue,
});

describe('subject and district names as Russians write them', () => {
  it.each<[ReturnType<typeof n>, 'short' | 'full', string]>([
    [n('Краснодарский', 'край', 'край'), 'short', 'Краснодарский край'],
    [n('Ростовская', 'область', 'обл'), 'short', 'Ростовская обл'],
    [n('Ростовская', 'область', 'обл'), 'full', 'Ростовская область'],
    [n('Адыгея', 'Республика', 'Респ'), 'short', 'Респ Адыгея'],
    [n('Адыгея', 'Республика', 'Респ'), 'full', 'Республика Адыгея'],
    [n('Удмуртская', 'Республика', 'Респ'), 'short', 'Удмуртская Респ'],
    [n('Чувашская Республика', 'Республика', 'Респ'), 'short', 'Чувашская Республика'],
    [n('Кемеровская область - Кузбасс', 'область', 'обл'), 'short', 'Кемеровская область - Кузбасс'],
    [n('Москва', 'город', 'г'), 'short', 'г Москва'],
    [n('Тихорецкий', 'район', 'р-н'), 'short', 'Тихорецкий р-н'],
    [n('Кубань', '', ''), 'short', 'Кубань'],
  ])('%j (%s) → %s', (name, form, expected) => expect(formatKladrName(name, form)).toBe(expected));
});
