import type { EmployeeView, UserView } from '@autospa/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { formatDate } from '@/lib/format';
import { ActiveBadge } from './active-badge';

const user = createColumnHelper<UserView>();
const employee = createColumnHelper<EmployeeView>();
const nowrap = { className: 'whitespace-nowrap' };

// Newest first, so no join date column: the table fits a laptop screen beside the menu.
export const userColumns = [
  user.accessor('username', { header: 'Username' }),
  user.accessor('emailId', { header: 'Email' }),
  user.accessor('phone', { header: 'Phone', meta: nowrap }),
  user.accessor('carNo', { header: 'Car Numbers' }),
  user.accessor('bookings', { header: 'Bookings', meta: { className: 'tabular-nums' } }),
  user.accessor('active', { header: 'Status', cell: (c) => <ActiveBadge active={c.getValue()} />, enableGlobalFilter: false }),
];

// Country and pincode are in the edit popup; the list keeps to what the team is found by.
export const employeeColumns = [
  employee.accessor('username', { header: 'Username' }),
  employee.accessor('emailId', { header: 'Email' }),
  employee.accessor('phone', { header: 'Phone', meta: nowrap }),
  employee.accessor('gender', { header: 'Gender' }),
  employee.accessor('dateOfBirth', {
    header: 'Date of Birth',
    cell: (c) => formatDate(c.getValue()),
    meta: nowrap,
    enableGlobalFilter: false,
  }),
  employee.accessor('state', { header: 'State' }),
  employee.accessor('active', { header: 'Status', cell: (c) => <ActiveBadge active={c.getValue()} />, enableGlobalFilter: false }),
];
