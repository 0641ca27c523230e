import { routes } from '@autospa/contract';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

type Shortcut = { label: string; to: string; hint: string };

const shortcuts: Record<'Admin' | 'User' | 'Employee', Shortcut[]> = {
  Admin: [
    { label: 'Today Bookings', to: routes.todayBookings, hint: 'Who is coming in today' },
    { label: 'All Bookings', to: routes.allBookings, hint: 'Every booking, past and coming' },
    { label: 'User Management', to: routes.usersManagement, hint: 'Customers and their accounts' },
    { label: 'Employee Management', to: routes.manageEmployee, hint: 'Your team' },
    { label: 'All Services', to: routes.allServices, hint: 'What you sell, and at what price' },
  ],
  User: [
    { label: 'Create Booking', to: routes.createBooking, hint: 'Book your next wash' },
    { label: 'My Bookings', to: routes.myBooking, hint: 'Your coming and past washes' },
    { label: 'Services', to: routes.services, hint: 'Washes, prices and durations' },
    { label: 'Add a car', to: routes.usersAdd, hint: 'Book for another car' },
  ],
  Employee: [
    { label: 'All Bookings', to: routes.updateBooking, hint: 'Bookings to work on' },
    { label: 'Income and Expenses', to: routes.incomeExpenses, hint: 'Your completed jobs' },
    { label: 'My Profile', to: routes.usersManagementShared, hint: 'Your details' },
  ],
};

// The next places this role usually goes.
export function QuickLinks({ role }: { role: string }) {
  const list = role === 'User' || role === 'Employee' ? shortcuts[role] : shortcuts.Admin;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 className="text-lg font-semibold text-navy">Shortcuts</h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {list.map((s) => (
          <li key={s.to}>
            <Link to={s.to} className="group flex items-center justify-between gap-3 rounded-lg px-2 py-2.5 hover:bg-slate-50">
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-teal-dark group-hover:underline">{s.label}</span>
                <span className="block text-xs text-slate-600">{s.hint}</span>
              </span>
              <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-slate-400 group-hover:text-teal" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
