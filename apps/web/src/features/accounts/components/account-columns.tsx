import type { EmployeeView, UserView } from '@autospa/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { formatDate } from '@/lib/format';
import { ActiveBadge } from './active-badge';

const user = createColumnHelper<UserView>();
const employee = createColumnHelper<EmployeeView>();
const nowrap = { className: 'whitespace-nowrap' };
// A long address breaks anywhere rather than push the Status column under the pinned Action column.
const email = { className: 'min-w-40 wrap-anywhere' };
// Status comes right after the name and never wraps: at 1280 px beside the menu it read "Act" / "Inac" when last.
const status = { className: 'w-px whitespace-nowrap' };

// Newest first, so no join date column: the table fits a laptop screen beside the menu.
export const userColumns = [
  user.accessor('username', { header: 'Username' }),
  user.accessor('active', {
    header: 'Status',
    cell: (c) => <ActiveBadge active={c.getValue()} />,
    enableGlobalFilter: false,
    meta: status,
  }),
  user.accessor('emailId', { header: 'Email', meta: email }),
  user.accessor('phone', { header: 'Phone', meta: nowrap }),
  user.accessor('carNo', { header: 'Car Numbers' }),
  user.accessor('bookings', { header: 'Bookings', meta: { className: 'tabular-nums' } }),
];

// Country and pincode are in the edit popup; the list keeps to what the team is found by.
export const employeeColumns = [
  employee.accessor('username', { header: 'Username' }),
  employee.accessor('active', {
    header: 'Status',
    cell: (c) => <ActiveBadge active={c.getValue()} />,
    enableGlobalFilter: false,
    meta: status,
  }),
  employee.accessor('emailId', { header: 'Email', meta: email }),
  employee.accessor('phone', { header: 'Phone', meta: nowrap }),
  employee.accessor('gender', { header: 'Gender' }),
  employee.accessor('dateOfBirth', {
    header: 'Date of Birth',
    cell: (c) => formatDate(c.getValue()),
    meta: nowrap,
    enableGlobalFilter: false,
  }),
  employee.accessor('state', { header: 'State' }),
];
