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

/** A figure: what it counts, its icon, the list or timeline it opens, its value and the line under it. */
const figure = (label: string, icon: Figure['icon'], to: string, value: Figure['value'], detail: Figure['detail']): Figure => ({
  label,
  icon,
  to,
  value,
  detail,
});

/** The seven figures of the day, each with the list or timeline it opens; values undefined while loading. */
function figuresOf(d: AdminDashboard | undefined): Figure[] {
  const jobs = d && count(d.jobsByStatus.reduce((sum, r) => sum + r.count, 0));
  return [
    {
      ...figure('Jobs today', CalendarCheck, routes.bookingsCalendar, jobs, d && statusBreakdown(d.jobsByStatus)),
      className: 'col-span-2 sm:col-span-1',
    },
    figure(
      'Bay utilisation today',
      Gauge,
      routes.bookingsCalendar,
      d && `${d.bayUtilisationPercent} %`,
      'Booked bay time over open bay time',
    ),
    figure('Revenue today', IndianRupee, routes.incomeExpenses, d && formatRupees(d.revenueTodayPaise), 'Payments taken today'),
    figure(
      'Revenue this month',
      CircleDollarSign,
      routes.incomeExpenses,
      d && formatRupees(d.revenueThisMonthPaise),
      d && monthComparison(d.revenueThisMonthPaise, d.revenueLastMonthPaise),
    ),
    figure('Pending to confirm', Clock4, routes.allBookings, d && count(d.pendingToConfirm), 'Bookings still to come'),
    figure('Unassigned, next 24 h', Users, routes.bookingsCalendar, d && count(d.unassignedNext24h), 'Jobs with no employee yet'),
    figure('No-shows this week', UserX, routes.allBookings, d && count(d.noShowsThisWeek), 'Customers who did not come'),
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
