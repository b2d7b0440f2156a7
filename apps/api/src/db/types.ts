import type { FoundationTables } from './tables/foundation';
import type { ReferenceTables } from './tables/reference';

/**
 * Every table, camelCased (CamelCasePlugin maps to the snake_case columns).
 * An area adds its tables from its own file by augmenting this interface:
 *
 *   declare module '../types' { interface DB { contracts: ContractsTable } }
 *
 * so no shared file changes when an area is added.
 */
export interface DB extends FoundationTables, ReferenceTables {}
