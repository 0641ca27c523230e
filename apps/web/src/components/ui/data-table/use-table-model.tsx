import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type FilterFn,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { cellText, TruncatedText } from './truncated-text';
import { DEFAULT_PAGE_SIZE, type ServerMode, type TablePaging } from './types';

type TableModelOptions<T> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own type for a list of mixed columns
  columns: ColumnDef<T, any>[];
  data: T[];
  getRowId: (row: T) => string;
  server: ServerMode | undefined;
  initialSorting: SortingState | undefined;
};

const matchesSearch: FilterFn<unknown> = (row, columnId, search: string) =>
  cellText(row.getValue(columnId)).toLowerCase().includes(search.trim().toLowerCase());

function resolve<S>(updater: Updater<S>, current: S): S {
  return typeof updater === 'function' ? (updater as (old: S) => S)(current) : updater;
}

/**
 * The TanStack table behind DataTable, with paging, search and sorting kept either here (client data) or by
 * the caller and the endpoint (server mode: manual paging, filtering and sorting; `rowCount` from `total`).
 */
export function useTableModel<T>({ columns, data, getRowId, server, initialSorting }: TableModelOptions<T>) {
  const [clientPaging, setClientPaging] = useState<TablePaging>({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE, search: '' });
  const [clientSorting, setClientSorting] = useState<SortingState>(initialSorting ?? []);
  const paging = server?.paging ?? clientPaging;
  const setPaging = server?.onPagingChange ?? setClientPaging;
  const sorting = server ? (server.sorting ?? []) : clientSorting;

  const table = useReactTable<T>({
    data,
    columns,
    getRowId: (row) => getRowId(row),
    defaultColumn: {
      cell: ({ getValue, column }) => {
        const text = cellText(getValue());
        return column.columnDef.meta?.truncate === false ? text : <TruncatedText text={text} />;
      },
    },
    state: { pagination: { pageIndex: paging.pageIndex, pageSize: paging.pageSize }, sorting, globalFilter: server ? '' : paging.search },
    enableSorting: !server || !!server.onSortingChange,
    onSortingChange: (updater) => {
      const next = resolve(updater, sorting);
      if (server) {
        server.onSortingChange?.(next);
        setPaging({ ...paging, pageIndex: 0 });
      } else setClientSorting(next);
    },
    onPaginationChange: (updater) => {
      const next = resolve(updater, { pageIndex: paging.pageIndex, pageSize: paging.pageSize });
      setPaging({ ...paging, ...next });
    },
    globalFilterFn: matchesSearch as FilterFn<T>,
    getColumnCanGlobalFilter: (column) => column.accessorFn !== undefined,
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    ...(server
      ? { manualPagination: true, manualFiltering: true, manualSorting: true, rowCount: server.total }
      : {
          getFilteredRowModel: getFilteredRowModel(),
          getSortedRowModel: getSortedRowModel(),
          getPaginationRowModel: getPaginationRowModel(),
        }),
  });

  const total = server ? server.total : table.getFilteredRowModel().rows.length;
  const pageCount = Math.max(1, Math.ceil(total / paging.pageSize));
  // Rows removed or a narrower search: never stay on a page that no longer exists.
  useEffect(() => {
    if (paging.pageIndex > pageCount - 1) setPaging({ ...paging, pageIndex: pageCount - 1 });
  }, [pageCount, paging, setPaging]);

  return { table, paging, setPaging, total, pageCount };
}
