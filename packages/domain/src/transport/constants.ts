/** SPEC 9 and issue 18: the Transport screen's window, types and limits. */

/** SPEC 9: the filter window is at most 7 days. */
export const TRANSPORT_WINDOW_MAX_DAYS = 7;
/** SPEC 9: the default window is today 15:00 to tomorrow 15:00 in the user's zone. */
export const TRANSPORT_DEFAULT_HOUR = 15;
/** SPEC 3 / 9: FCA distribution types; the export takes FCA and CPT. */
export const FCA_DISTRIBUTION_TYPES = ['DEFAULT', 'FCA', 'CPT'] as const;
export type FcaDistributionType = (typeof FCA_DISTRIBUTION_TYPES)[number];
export const TRANSPORT_EXPORT_TYPES = ['FCA', 'CPT'] as const;
export type TransportExportType = (typeof TRANSPORT_EXPORT_TYPES)[number];
/** Issue 18 point 2: deliveries of a window are paged by 100 on the server. */
export const TRANSPORT_PAGE_SIZE = 100;
/** Issue 18 point 4: a carrier's file is at most 10 MB and 50 000 lines (413 beyond). */
export const TRANSPORT_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const TRANSPORT_IMPORT_MAX_LINES = 50_000;
/** SPEC 9: a car's capacity is sent as planned volume (t) × 1000, in kilograms. */
export const CAR_CAPACITY_KG_PER_TONNE = 1000;
