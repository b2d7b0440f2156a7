export { useListParams, type ListParams, type ListSort, type ListFilters } from './use-list-params';
export { ServerDataGrid, pageSizeOptions } from './server-data-grid';
export { DenseGrid } from './dense-grid';
export { SearchBox } from './search-box';
export { FilterGrid } from './filter-grid';
export { FilterChips } from './filter-chips';
