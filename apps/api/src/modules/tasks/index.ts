/*
 * The public face of the tasks area (ADR 0062): other modules, the seed and tests import from
 * here only, never from its files (eslint.config.js enforces it).
 * Its tables; what the queue needs to give an ACTIVE task its slots (`taskForSlots`); the
 * delivery signature, for receivers and tests.
 */
export type {
  CompanyApiKeysTable,
  CompanyTaskWebhooksTable,
  TaskStatusHistoryTable,
  TasksTable,
} from './tables';
export { SIGNATURE_HEADER, signBody } from './sync';
export { taskForSlots, type TaskForSlots } from './queries';
