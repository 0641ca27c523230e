import type { BookingView } from '@autospa/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDay } from '@/lib/format';
import { BookingStatusBadge } from './booking-status-badge';
import { serviceName, vehicleText } from './booking-text';

const col = createColumnHelper<BookingView>();
const stack = 'block text-xs text-slate-600';

// Server-paged lists: the server searches (customer, phone, email, car, service) and orders them.
const when = col.accessor('date', {
  id: 'when',
  header: 'Date & Time',
  meta: { className: 'whitespace-nowrap' },
  cell: ({ row: { original: b } }) => (
    <>
      <span className="block font-medium">{formatDay(b.date)}</span>
      <span className={stack}>{b.time}</span>
    </>
  ),
});

const customer = col.accessor((b) => b.userId.username, {
  id: 'customer',
  header: 'Customer',
  cell: ({ row: { original: b } }) => (
    <>
      <span className="flex items-center gap-1.5 font-medium">
        {b.userId.username}
        {b.userId.typeOfUser === 'Guest' && <StatusBadge tone="neutral">Guest</StatusBadge>}
      </span>
      <span className={stack}>{b.userId.phone}</span>
    </>
  ),
});

const service = col.accessor(serviceName, {
  id: 'service',
  header: 'Service',
  cell: ({ row: { original: b } }) => (
    <>
      <span className="block">{serviceName(b)}</span>
      <span className={stack}>{b.price}</span>
    </>
  ),
});

const car = col.accessor((b) => b.carNo.join(', '), {
  id: 'car',
  header: 'Car',
  cell: ({ row: { original: b } }) => (
    <>
      <span className="block font-medium tracking-wide whitespace-nowrap">{b.carNo.join(', ')}</span>
      <span className={stack}>{vehicleText(b)}</span>
    </>
  ),
});

const status = col.accessor('status', { header: 'Status', cell: (c) => <BookingStatusBadge status={c.getValue()} /> });

const employee = col.accessor((b) => b.employee?.username ?? '', {
  id: 'employee',
  header: 'Employee',
  cell: (c) => c.getValue() || <span className="text-slate-600">Unassigned</span>,
});

export const bookingColumns = [when, customer, service, car, status, employee];
// An employee's tabs already say whose bookings they are.
export const employeeViewColumns = [when, customer, service, car, status];
