import type { FoundationTables } from './tables/foundation';
import type { ReferenceTables } from './tables/reference';

/** Every table, camelCased (CamelCasePlugin maps to the snake_case columns). Each area adds its own file. */
export interface DB extends FoundationTables, ReferenceTables {}
