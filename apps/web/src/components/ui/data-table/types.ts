import type { RowData, SortingState } from '@tanstack/react-table';

export const PAGE_SIZES = [10, 15, 25, 50] as const; // SPEC.md §9
export const DEFAULT_PAGE_SIZE = 10;
export const TRUNCATE_AT = 80; // characters (SPEC.md §9)

/** Paging and search as the person set them; `search` is the raw text in the box. */
export type TablePaging = { pageIndex: number; pageSize: number; search: string };

/** Server-side mode: the endpoint pages and searches; the table shows one page and the total. */
export type ServerMode = {
  total: number;
  paging: TablePaging;
  onPagingChange: (paging: TablePaging) => void;
  /** Give both to let the endpoint sort; without them, columns do not sort in server mode. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
};

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** false: never cut this column's text at 80 characters (default true). */
    truncate?: boolean;
    /** Extra classes for this column's cells, e.g. 'whitespace-nowrap'. */
    className?: string;
  }
}
