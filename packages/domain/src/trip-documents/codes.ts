/**
 * Issue 20: the papers a truck carries to the acceptance point. Their codes join the document-code
 * catalogue (`DOCUMENT_CODES`, group 'trip'); a point requires some of them before unloading.
 */
export const TRIP_DOCUMENT_CODES = ['WAYBILL', 'TEST_REPORT', 'CONFORMITY_DECLARATION', 'SDIZ'] as const;
export type TripDocumentCode = (typeof TRIP_DOCUMENT_CODES)[number];

export const TRIP_DOCUMENT_NAMES: Record<TripDocumentCode, string> = {
  WAYBILL: 'Транспортная накладная (ТТН)',
  TEST_REPORT: 'Протокол испытаний (карточка анализа)',
  CONFORMITY_DECLARATION: 'Декларация соответствия',
  SDIZ: 'СДИЗ (ФГИС «Зерно»)',
};

/** What a point requires before unloading when its staff have not said otherwise. */
export const DEFAULT_REQUIRED_TRIP_DOCUMENTS: readonly TripDocumentCode[] = ['WAYBILL', 'SDIZ'];

export const isTripDocumentCode = (code: string): code is TripDocumentCode =>
  (TRIP_DOCUMENT_CODES as readonly string[]).includes(code);

/** The required codes in catalogue order, each once (what a point's settings store). */
export const normalizeRequired = (codes: readonly string[]): TripDocumentCode[] =>
  TRIP_DOCUMENT_CODES.filter((c) => codes.includes(c));

/** Required codes the slot has no current document of, in catalogue order. */
export function missingTripDocuments(
  required: readonly string[],
  present: Iterable<string>,
): TripDocumentCode[] {
  const have = new Set(present);
  return normalizeRequired(required).filter((c) => !have.has(c));
}

/**
 * A СДИЗ number as ФГИС «Зерно» prints it: digits, optionally in groups joined by hyphens. The
 * state system's exact grouping is not published in a form we can check here, so the rule is the
 * shape every issued number has — 10 to 30 digits, hyphens only between digits, nothing else
 * (docs/trip-documents.md). Spaces are dropped before the check.
 */
export const SDIZ_NUMBER_RE = /^\d+(-\d+)*$/;
export const normalizeSdizNumber = (value: string): string => value.replace(/\s+/g, '');
export function isSdizNumber(value: string): boolean {
  const v = normalizeSdizNumber(value);
  const digits = v.replace(/-/g, '').length;
  return SDIZ_NUMBER_RE.test(v) && digits >= 10 && digits <= 30;
}
