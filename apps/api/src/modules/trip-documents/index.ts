/*
 * The public face of the trip documents area (ADR 0062): what the queue's PUT slots asks at the
 * gate, and what the queue's and the transport's slot wires show of a slot's documents.
 */
export type {
  SlotDocsHistoryTable,
  SlotDocumentsTable,
  SlotTripDocsTable,
  TripDocsSettingsTable,
} from './tables';
export { checkGate } from './gate';
export { docsOfSlots, type SlotDocsState } from './state';
