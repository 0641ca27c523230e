import { EXPENSE_CATEGORY_LABELS, formatInr, type ExpenseView } from '@autospa/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { formatDay } from '@/lib/format';

const col = createColumnHelper<ExpenseView>();

export const expenseColumns = [
  col.accessor('date', { header: 'Date', meta: { className: 'whitespace-nowrap' }, cell: (c) => formatDay(c.getValue()) }),
  col.accessor((e) => EXPENSE_CATEGORY_LABELS[e.category], { id: 'category', header: 'Category' }),
  col.accessor('amountPaise', {
    header: 'Amount',
    meta: { className: 'whitespace-nowrap text-right tabular-nums', truncate: false },
    cell: (c) => formatInr(c.getValue()),
  }),
  col.accessor('note', { header: 'Note' }),
  col.accessor((e) => e.recordedBy?.username ?? '', { id: 'recordedBy', header: 'Recorded by' }),
];

/** How a row's buttons name it: 'Edit Supplies ₹1,500 on Sun, 1 Mar 2026'. */
export const expenseName = (e: ExpenseView) => `${EXPENSE_CATEGORY_LABELS[e.category]} ${formatInr(e.amountPaise)} on ${formatDay(e.date)}`;
