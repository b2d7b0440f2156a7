export { useListParams, type ListParams } from './use-list-params';
export { useRememberedFilters } from './use-remembered-filters';
export { ServerDataGrid } from './server-data-grid';
export { DenseGrid } from './dense-grid';
export { SearchBox } from './search-box';
export { FilterGrid } from './filter-grid';
export { FilterChips } from './filter-chips';
export { ListPager } from './list-pager';
export { rowMenuColumn } from './row-menu-column';
