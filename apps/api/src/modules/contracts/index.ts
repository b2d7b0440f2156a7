/*
 * The public face of the contracts area (ADR 0062): other modules, the seed and tests import from
 * here only, never from its files (eslint.config.js enforces it).
 * Its tables.
 */
export type { ContractEndZonesTable, ContractStatusHistoryTable, ContractsTable } from './tables';
