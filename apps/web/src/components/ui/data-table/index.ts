export { DataTable, type DataTableProps } from './data-table';
export { TablePagination } from './table-pagination';
export { TruncatedText } from './truncated-text';
export { useServerPaging } from './use-server-paging';
export { PAGE_SIZES, type ServerMode, type TablePaging } from './types';
