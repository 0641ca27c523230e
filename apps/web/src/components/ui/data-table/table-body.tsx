import { messages } from '@autospa/contract';
import { flexRender, type Row } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { RowActions } from './row-actions';

export type RowActionProps<T> = {
  getRowName: (row: T) => string;
  onEdit?: ((row: T) => void) | undefined;
  canEdit?: ((row: T) => boolean) | undefined;
  onDelete?: ((row: T) => void) | undefined;
  canDelete?: ((row: T) => boolean) | undefined;
  deleteLabel: string;
  rowActions?: ((row: T) => ReactNode) | undefined;
};

type TableBodyProps<T> = RowActionProps<T> & { rows: Row<T>[]; firstNumber: number; columnCount: number; hasActions: boolean };

// The Action column stays in view at the right edge however wide the other columns make the table.
export const pinned = 'sticky right-0 shadow-[inset_1px_0_0_var(--color-slate-200)]';

// The rows of one page: the row number, the cells, and the row's edit/delete icons; 'No data found' when empty.
export function TableBody<T>({ rows, firstNumber, columnCount, hasActions, ...actions }: TableBodyProps<T>) {
  if (rows.length === 0)
    return (
      <tbody>
        <tr>
          <td colSpan={columnCount} className="px-3 py-10 text-center text-slate-600">
            {messages.tables.noData}
          </td>
        </tr>
      </tbody>
    );
  const { getRowName, onEdit, canEdit, onDelete, canDelete, deleteLabel, rowActions } = actions;
  return (
    <tbody>
      {rows.map((row, i) => (
        <tr key={row.id} className="group align-top even:bg-slate-50 hover:bg-[#eef6f8]">
          <td className="border-b border-slate-100 px-3 py-2.5 text-slate-500 tabular-nums">{firstNumber + i}</td>
          {row.getVisibleCells().map((cell) => (
            <td
              key={cell.id}
              className={cn('max-w-md border-b border-slate-100 px-3 py-2.5 text-navy', cell.column.columnDef.meta?.className)}
            >
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </td>
          ))}
          {hasActions && (
            <td className={cn('border-b border-slate-100 bg-white px-2 py-1 group-even:bg-slate-50 group-hover:bg-[#eef6f8]', pinned)}>
              <RowActions
                name={getRowName(row.original)}
                onEdit={onEdit && (canEdit?.(row.original) ?? true) ? () => onEdit(row.original) : undefined}
                onDelete={onDelete && (canDelete?.(row.original) ?? true) ? () => onDelete(row.original) : undefined}
                deleteLabel={deleteLabel}
                extra={rowActions?.(row.original)}
              />
            </td>
          )}
        </tr>
      ))}
    </tbody>
  );
}
