import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { BusyBar } from '../busy-bar';
import { SortHeader } from './sort-header';
import { pinned, TableBody } from './table-body';
import { TablePagination } from './table-pagination';
import { TableToolbar } from './table-toolbar';
import type { ServerMode } from './types';
import { useTableModel } from './use-table-model';

export type DataTableProps<T> = {
  /** Names the table for screen readers and its search box ('Search users'). */
  caption: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own type for a list of mixed columns
  columns: ColumnDef<T, any>[];
  data: T[];
  getRowId: (row: T) => string;
  /** How an action button names its row: 'Edit <name>'. Defaults to the row id. */
  getRowName?: (row: T) => string;
  onEdit?: (row: T) => void;
  /** Whether this row gets the edit icon (default: every row). */
  canEdit?: (row: T) => boolean;
  onDelete?: (row: T) => void;
  /** The delete icon's verb, e.g. 'Deactivate' (default 'Delete'). */
  deleteLabel?: string;
  /** Whether this row gets the delete icon (default: every row). */
  canDelete?: (row: T) => boolean;
  /** More buttons after edit and delete. */
  rowActions?: (row: T) => ReactNode;
  /** Server-side paging and search; without it everything happens in the browser. */
  server?: ServerMode;
  /** A new page is on its way: the rows shown are the previous ones. */
  busy?: boolean;
  initialSorting?: SortingState;
};

const headCell =
  'top-0 border-b border-slate-200 bg-slate-100 px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase';

/**
 * The shared list of SPEC.md §2 on @tanstack/react-table v8: search, rows per page 10/15/25/50, row
 * numbers, sortable columns, edit/delete icons, 80-character cut with Show More, First/Prev/Next/Last.
 *
 * Client data (small lists): <DataTable caption="Services" columns={columns} data={rows} getRowId={(r) => r._id} />
 * Server data (lists that grow): keep paging in useServerPaging(), send its `params` (page, limit, q) to the
 * endpoint, and pass server={{ total, paging, onPagingChange }}; only the page on screen is in the browser.
 * Columns are TanStack column defs; a plain value renders as text (lists joined) and is cut at 80
 * characters unless `meta: { truncate: false }`; `enableSorting: false` turns sorting off for a column.
 */
export function DataTable<T>({ caption, getRowName, deleteLabel = 'Delete', busy = false, ...props }: DataTableProps<T>) {
  const { columns, data, getRowId, onEdit, onDelete, rowActions, server, initialSorting } = props;
  const captionId = useId();
  const { table, paging, setPaging, total, pageCount } = useTableModel({ columns, data, getRowId, server, initialSorting });
  const hasActions = !!(onEdit || onDelete || rowActions);

  return (
    <div className="space-y-4">
      <TableToolbar
        search={paging.search}
        onSearchChange={(search) => setPaging({ ...paging, search, pageIndex: 0 })}
        searchLabel={`Search ${caption.toLowerCase()}`}
        pageSize={paging.pageSize}
        onPageSizeChange={(pageSize) => setPaging({ ...paging, pageSize, pageIndex: 0 })}
      />
      <div className="relative">
        <BusyBar busy={busy} />
        {/* Focusable so keyboard users can scroll it; the header row stays in view. */}
        <div
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
          className="max-h-[500px] overflow-auto rounded-xl border border-slate-200 bg-white"
        >
          <table aria-busy={busy} className="w-full border-separate border-spacing-0 text-sm">
            <caption id={captionId} className="sr-only">
              {caption}
            </caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  <th scope="col" className={cn(headCell, 'sticky z-10 w-12')}>
                    #
                  </th>
                  {group.headers.map((header) => (
                    <SortHeader key={header.id} header={header} />
                  ))}
                  {hasActions && (
                    <th scope="col" className={cn(headCell, 'z-20', pinned)}>
                      Action
                    </th>
                  )}
                </tr>
              ))}
            </thead>
            <TableBody
              {...props}
              rows={table.getRowModel().rows}
              firstNumber={paging.pageIndex * paging.pageSize + 1}
              columnCount={table.getVisibleLeafColumns().length + 1 + (hasActions ? 1 : 0)}
              hasActions={hasActions}
              getRowName={getRowName ?? getRowId}
              deleteLabel={deleteLabel}
            />
          </table>
        </div>
      </div>
      <TablePagination
        pageIndex={paging.pageIndex}
        pageCount={pageCount}
        pageSize={paging.pageSize}
        total={total}
        onPageChange={(pageIndex) => setPaging({ ...paging, pageIndex })}
      />
    </div>
  );
}
