import { routes, type DashboardResponse } from '@autospa/contract';
import { CalendarCheck, CircleDollarSign, Clock4, Gauge, IndianRupee, UserX, Users } from 'lucide-react';
import type { ComponentProps } from 'react';
import { formatRupees } from '@/lib/format';
import { useDashboard } from '../api/get-dashboard';
import { DashboardLoadError } from './dashboard-load-error';
import { FigureCard } from './figure-card';
import { MessageFailuresFlag } from './message-failures-flag';
import { count, monthComparison, statusBreakdown } from './figure-texts';

type Figure = ComponentProps<typeof FigureCard>;
type AdminDashboard = Extract<DashboardResponse, { role: 'Admin' }>;

/** The seven figures of the day, each with the list or timeline it opens; values undefined while loading. */
function figuresOf(d: AdminDashboard | undefined): Figure[] {
  return [
    {
      label: 'Jobs today',
      icon: CalendarCheck,
      value: d && count(d.jobsByStatus.reduce((sum, r) => sum + r.count, 0)),
      detail: d && statusBreakdown(d.jobsByStatus),
      to: routes.bookingsCalendar,
      className: 'col-span-2 sm:col-span-1',
    },
    {
      label: 'Bay utilisation today',
      icon: Gauge,
      value: d && `${d.bayUtilisationPercent} %`,
      detail: 'Booked bay time over open bay time',
      to: routes.bookingsCalendar,
    },
    {
      label: 'Revenue today',
      icon: IndianRupee,
      value: d && formatRupees(d.revenueTodayPaise),
      detail: 'Payments taken today',
      to: routes.incomeExpenses,
    },
    {
      label: 'Revenue this month',
      icon: CircleDollarSign,
      value: d && formatRupees(d.revenueThisMonthPaise),
      detail: d && monthComparison(d.revenueThisMonthPaise, d.revenueLastMonthPaise),
      to: routes.incomeExpenses,
    },
    {
      label: 'Pending to confirm',
      icon: Clock4,
      value: d && count(d.pendingToConfirm),
      detail: 'Bookings still to come',
      to: routes.allBookings,
    },
    {
      label: 'Unassigned, next 24 h',
      icon: Users,
      value: d && count(d.unassignedNext24h),
      detail: 'Jobs with no employee yet',
      to: routes.bookingsCalendar,
    },
    {
      label: 'No-shows this week',
      icon: UserX,
      value: d && count(d.noShowsThisWeek),
      detail: 'Customers who did not come',
      to: routes.allBookings,
    },
  ];
}

// Issue 17: the Admin's day at a glance (GET /tor/get-dashboard); each figure opens the list or timeline behind it.
export function AdminDayFigures() {
  const dashboard = useDashboard('Admin');
  const d = dashboard.data ?? undefined;
  return (
    <section aria-labelledby="day-heading" className="space-y-4 lg:col-span-2">
      <h2 id="day-heading" className="text-lg font-semibold text-navy">
        The day
      </h2>
      {dashboard.isError && <DashboardLoadError onRetry={() => void dashboard.refetch()} />}
      {d && <MessageFailuresFlag count={d.messageFailures} />}
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4" aria-busy={dashboard.isPending}>
        {figuresOf(d).map((f) => (
          <FigureCard key={f.label} {...f} />
        ))}
      </div>
    </section>
  );
}
