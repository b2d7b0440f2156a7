import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../common/constants';
import { offsetPaging } from '../common/paging';
import { dateOut, wireDay } from '../common/wire-dates';
import { text } from '../common/text';
import { isSdizNumber, normalizeSdizNumber, TRIP_DOCUMENT_CODES } from './codes';
import { GRAIN_PURPOSES } from './fgis';
import { TRIP_DOCS_MSG } from './messages';
import { SLOT_DOCS_STATUSES } from './statuses';

const code = z.enum(TRIP_DOCUMENT_CODES, { error: TRIP_DOCS_MSG.unknownCode });
const status = z.enum(SLOT_DOCS_STATUSES);
/** The largest page of the moderation queue a client may ask for. */
export const TRIP_DOCS_QUEUE_MAX = 100;

/** GET/PUT /v1/dmoderation/settings/location/{id}: which documents the point requires before unloading. */
export const tripDocsSettingsBody = z.object({ required: z.array(code).max(TRIP_DOCUMENT_CODES.length) });
export type TripDocsSettingsBody = z.infer<typeof tripDocsSettingsBody>;
export const tripDocsSettingsReply = z.object({
  locationUuid: z.string(),
  required: z.array(code),
  /** false: the platform default (WAYBILL and SDIZ) applies, the point never set its own. */
  custom: z.boolean(),
});
export type TripDocsSettingsReply = z.infer<typeof tripDocsSettingsReply>;

/**
 * POST /dmoderation/document/slot (JSON): files first go up through POST /docs/file/upload (the
 * upload widget, with progress), then their ids are linked here. A document of a code replaces
 * the slot's current one of that code (kept in the history). СДИЗ: its number is required, a scan
 * optional; `purpose` goes with it.
 */
export const slotDocumentBody = z
  .object({
    slotUuid: z.uuid({ error: TRIP_DOCS_MSG.slotNotFound }),
    code,
    fileUuids: z.array(z.uuid()).max(20).default([]),
    sdizNumber: text().max(60).optional(),
    purpose: z.enum(GRAIN_PURPOSES).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.code === 'SDIZ') {
      if (!b.sdizNumber?.trim())
        ctx.addIssue({ code: 'custom', path: ['sdizNumber'], message: TRIP_DOCS_MSG.sdizRequired });
      else if (!isSdizNumber(b.sdizNumber))
        ctx.addIssue({ code: 'custom', path: ['sdizNumber'], message: TRIP_DOCS_MSG.sdizBadNumber });
      return;
    }
    if (b.sdizNumber !== undefined)
      ctx.addIssue({ code: 'custom', path: ['sdizNumber'], message: TRIP_DOCS_MSG.sdizOnlyForSdiz });
    if (b.purpose !== undefined)
      ctx.addIssue({ code: 'custom', path: ['purpose'], message: TRIP_DOCS_MSG.purposeOnlyForSdiz });
    if (b.fileUuids.length === 0)
      ctx.addIssue({ code: 'custom', path: ['fileUuids'], message: TRIP_DOCS_MSG.filesRequired });
  })
  .transform((b) => ({
    ...b,
    sdizNumber: b.sdizNumber === undefined ? null : normalizeSdizNumber(b.sdizNumber),
  }));
export type SlotDocumentBody = z.input<typeof slotDocumentBody>;
export type SlotDocumentInput = z.output<typeof slotDocumentBody>;

/** A stored file of a document with a fresh signed link. */
export const tripFileWire = z.object({
  uuid: z.string(),
  url: z.string(),
  name: z.string(),
  size: z.number(),
  type: z.string(),
});

/** One current document of a slot: SPEC 3 Documents (code, description, files) plus the СДИЗ number. */
export const slotDocumentWire = z.object({
  uuid: z.string(),
  code,
  description: z.string(),
  number: z.string().nullable(),
  files: z.array(tripFileWire),
  uploadedAt: dateOut('wireInstant'),
  uploadedBy: z.string().nullable(),
});
export type SlotDocumentWire = z.infer<typeof slotDocumentWire>;

/** GET /v1/dmoderation/slot/status?uuid: where the slot's documents stand and what is missing. */
export const slotDocsStatusQuery = z.object({ uuid: z.uuid({ error: TRIP_DOCS_MSG.slotNotFound }) });
export const slotDocsStatusReply = z.object({
  slotUuid: z.string(),
  slotId: z.number(),
  status,
  required: z.array(code),
  missing: z.array(code),
  /** The missing documents' names, for a tooltip. */
  missingNames: z.array(z.string()),
  /** The last decline's reason while DECLINED; otherwise null. */
  declineReason: z.string().nullable(),
  purpose: z.enum(GRAIN_PURPOSES).nullable(),
  documents: z.array(slotDocumentWire),
});
export type SlotDocsStatusReply = z.infer<typeof slotDocsStatusReply>;

export const SLOT_DOCS_EVENTS = ['UPLOAD', 'REPLACE', 'DECISION', 'OVERRIDE'] as const;
/** GET /v1/dmoderation/slot/{id}/history: every upload, replacement, decision and gate override. */
export const slotDocsHistoryEntry = z.object({
  uuid: z.string(),
  at: z.string(),
  kind: z.enum(SLOT_DOCS_EVENTS),
  code: code.nullable(),
  fromStatus: status.nullable(),
  toStatus: status.nullable(),
  reason: z.string().nullable(),
  sdizNumber: z.string().nullable(),
  fileUuids: z.array(z.string()),
  userUuid: z.string().nullable(),
  userName: z.string().nullable(),
});
export type SlotDocsHistoryEntry = z.infer<typeof slotDocsHistoryEntry>;
export const slotDocsHistoryReply = z.object({ items: z.array(slotDocsHistoryEntry) });

/** PUT /v1/dmoderation/slot/{id}/{status} */
export const slotDocsDecisionParams = z.object({
  id: z.uuid({ error: TRIP_DOCS_MSG.slotNotFound }),
  status: z.enum(SLOT_DOCS_STATUSES, { error: TRIP_DOCS_MSG.notADecision }),
});
export const slotDocsDecisionBody = z
  .object({ reason: text().trim().max(1000).optional() })
  .optional()
  .transform((b) => ({ reason: b?.reason || null }));

/** GET /v1/dmoderation/slots: the moderation queue of the purchaser's staff. */
export const slotDocsQueueQuery = offsetPaging.extend({
  status: status.default('SLOT_DOCS_ON_MODERATE'),
  locationUuid: z.uuid().optional(),
  day: wireDay(TRIP_DOCS_MSG.badDate).optional(),
  farmerCompanyUuid: z.uuid().optional(),
  /** The product's page (15); at most 100: each item carries its documents with signed links. */
  limit: z.coerce.number().int().min(1).max(TRIP_DOCS_QUEUE_MAX).default(DEFAULT_PAGE_SIZE),
});
export type SlotDocsQueueQuery = z.infer<typeof slotDocsQueueQuery>;

export const slotDocsQueueItem = z.object({
  slotUuid: z.string(),
  slotId: z.number(),
  status,
  /** When the set last changed status (the queue's order: oldest first). */
  statusAt: dateOut('wireInstant'),
  locationUuid: z.string(),
  locationName: z.string(),
  startAt: dateOut('wireInstant'),
  day: dateOut('wireDay'),
  carNumber: z.string().nullable(),
  trailerNumber: z.string().nullable(),
  driverFullname: z.string().nullable(),
  driverPhone: z.string().nullable(),
  dealNumber: z.number().nullable(),
  plannedVolume: z.number(),
  farmerCompanyUuid: z.string(),
  farmerCompanyName: z.string(),
  missing: z.array(code),
  declineReason: z.string().nullable(),
  documents: z.array(slotDocumentWire),
});
export type SlotDocsQueueItem = z.infer<typeof slotDocsQueueItem>;
export const slotDocsQueueReply = z.object({ items: z.array(slotDocsQueueItem), total: z.number() });
