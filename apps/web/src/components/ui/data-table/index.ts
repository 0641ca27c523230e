export { DataTable, type DataTableProps } from './data-table';
export { TablePagination } from './table-pagination';
export { TruncatedText } from './truncated-text';
export { useServerPaging } from './use-server-paging';
