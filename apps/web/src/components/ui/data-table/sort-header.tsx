import { flexRender, type Header } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

// A header cell; a sortable column's label is a button and the cell carries aria-sort.
export function SortHeader<T>({ header }: { header: Header<T, unknown> }) {
  const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
  const base =
    'sticky top-0 z-10 border-b border-slate-200 bg-slate-100 px-3 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-700 uppercase';
  if (!header.column.getCanSort()) {
    return (
      <th scope="col" className={base}>
        {content}
      </th>
    );
  }
  const direction = header.column.getIsSorted();
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={direction ? ariaSort[direction] : 'none'} className={base}>
      <button
        type="button"
        onClick={header.column.getToggleSortingHandler()}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-navy"
      >
        {content}
        <Icon aria-hidden="true" className={direction ? 'size-3.5 text-teal' : 'size-3.5 text-slate-500'} />
      </button>
    </th>
  );
}
