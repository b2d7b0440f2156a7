import { describe, expect, it } from 'vitest';
import { describeSlotDocsEvent } from './history';

const none = { code: null, fromStatus: null, toStatus: null, reason: null, sdizNumber: null };

describe('the trip-documents history in words (issue 28 point 16)', () => {
  it.each<[string, Parameters<typeof describeSlotDocsEvent>[0], string[]]>([
    [
      'the first upload, nothing moves',
      { ...none, kind: 'UPLOAD', code: 'WAYBILL' },
      ['Загружен: Транспортная накладная (ТТН)'],
    ],
    [
      'the upload that completes the set',
      {
        ...none,
        kind: 'UPLOAD',
        code: 'SDIZ',
        sdizNumber: '2026-0000012345-01',
        fromStatus: 'SLOT_DOCS_MISSING',
        toStatus: 'SLOT_DOCS_ON_MODERATE',
      },
      [
        'Загружен: СДИЗ (ФГИС «Зерно») № 2026-0000012345-01',
        'Статус: Документы не загружены → Документы на проверке',
      ],
    ],
    [
      'a replacement after a decline',
      {
        ...none,
        kind: 'REPLACE',
        code: 'WAYBILL',
        fromStatus: 'SLOT_DOCS_DECLINED',
        toStatus: 'SLOT_DOCS_ON_MODERATE',
      },
      ['Заменён: Транспортная накладная (ТТН)', 'Статус: Документы отклонены → Документы на проверке'],
    ],
    [
      'an approval',
      { ...none, kind: 'DECISION', fromStatus: 'SLOT_DOCS_ON_MODERATE', toStatus: 'SLOT_DOCS_APPROVED' },
      ['Документы одобрены'],
    ],
    [
      'a decline with its reason',
      {
        ...none,
        kind: 'DECISION',
        fromStatus: 'SLOT_DOCS_ON_MODERATE',
        toStatus: 'SLOT_DOCS_DECLINED',
        reason: 'ТТН нечитаема',
      },
      ['Документы отклонены: ТТН нечитаема'],
    ],
    [
      'a gate override',
      { ...none, kind: 'OVERRIDE', reason: 'СДИЗ оформят к вечеру' },
      ['Машина пропущена без одобренных документов: СДИЗ оформят к вечеру'],
    ],
  ])('%s', (_, event, lines) => expect(describeSlotDocsEvent(event)).toEqual(lines));
});
