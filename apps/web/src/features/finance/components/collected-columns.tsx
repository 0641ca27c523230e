import { formatInr, PAYMENT_METHOD_LABELS, type CollectedPaymentView } from '@autospa/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate, formatDay } from '@/lib/format';

const col = createColumnHelper<CollectedPaymentView>();

// The payments an Employee took: when, for which job, how, how much; a voided one says so.
export const collectedColumns = [
  col.accessor('paidAt', { header: 'Paid on', meta: { className: 'whitespace-nowrap' }, cell: (c) => formatDate(c.getValue()) }),
  col.accessor((p) => p.booking.customerName, { id: 'customer', header: 'Customer' }),
  col.accessor((p) => p.booking.serviceName, {
    id: 'service',
    header: 'Job',
    cell: ({ row: { original: p } }) => (
      <>
        <span className="block">{p.booking.serviceName}</span>
        <span className="block text-xs text-slate-600">{p.booking.date ? formatDay(p.booking.date) : ''}</span>
      </>
    ),
  }),
  col.accessor((p) => PAYMENT_METHOD_LABELS[p.method], { id: 'method', header: 'Method' }),
  col.accessor('amountPaise', {
    header: 'Amount',
    meta: { className: 'whitespace-nowrap text-right tabular-nums', truncate: false },
    cell: ({ row: { original: p } }) => (
      <span className={p.voided ? 'text-slate-500 line-through' : undefined}>{formatInr(p.amountPaise)}</span>
    ),
  }),
  col.accessor((p) => (p.voided ? 'Voided' : 'Counted'), {
    id: 'state',
    header: 'State',
    cell: (c) => <StatusBadge tone={c.getValue() === 'Voided' ? 'neutral' : 'success'}>{c.getValue()}</StatusBadge>,
  }),
];
