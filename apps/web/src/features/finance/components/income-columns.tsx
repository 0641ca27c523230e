import { formatInr, type IncomeRow } from '@autospa/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { formatDay } from '@/lib/format';
import { PaymentStatusBadge } from './payment-status-badge';

const col = createColumnHelper<IncomeRow>();
const stack = 'block text-xs text-slate-600';
const money = { className: 'whitespace-nowrap text-right tabular-nums', truncate: false };

const when = col.accessor('date', {
  id: 'when',
  header: 'Date',
  meta: { className: 'whitespace-nowrap' },
  cell: ({ row: { original: r } }) => (
    <>
      <span className="block font-medium">{formatDay(r.date)}</span>
      <span className={stack}>{r.time}</span>
    </>
  ),
});

const customer = col.accessor((r) => r.customer.username, {
  id: 'customer',
  header: 'Customer',
  cell: ({ row: { original: r } }) => (
    <>
      <span className="block font-medium">{r.customer.username}</span>
      <span className={stack}>{r.customer.phone}</span>
    </>
  ),
});

// Search covers the car too (server side), so it sits under the service to keep the table narrow.
const service = col.accessor((r) => r.service.serviceName, {
  id: 'service',
  header: 'Service & car',
  cell: ({ row: { original: r } }) => (
    <>
      <span className="block">{r.service.serviceName}</span>
      <span className={`${stack} tracking-wide whitespace-nowrap`}>{r.carNo.join(', ')}</span>
    </>
  ),
});
const employee = col.accessor((r) => r.employee?.username ?? '', { id: 'employee', header: 'Employee' });
const price = col.accessor('pricePaise', { header: 'Price', meta: money, cell: (c) => formatInr(c.getValue()) });
const paid = col.accessor('paidPaise', { header: 'Paid', meta: money, cell: (c) => formatInr(c.getValue()) });
const balance = col.accessor('balancePaise', { header: 'Balance', meta: money, cell: (c) => formatInr(c.getValue()) });
const status = col.accessor('paymentStatus', { header: 'Payment', cell: (c) => <PaymentStatusBadge status={c.getValue()} /> });

export const incomeColumns = [when, customer, service, employee, price, paid, balance, status];
// An Employee's own jobs: whose they are goes without saying.
export const jobColumns = [when, customer, service, price, paid, balance, status];

/** How a row's buttons name it: 'Record payment for Meera, Premium Wash, 5 Mar 2026'. */
export const incomeRowName = (r: IncomeRow) => `${r.customer.username}, ${r.service.serviceName}, ${formatDay(r.date)}`;
