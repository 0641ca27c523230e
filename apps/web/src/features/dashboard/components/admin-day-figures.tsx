import { routes, schedulingMessages } from '@autospa/contract';
import { CalendarCheck, CircleDollarSign, Clock4, Gauge, IndianRupee, UserX, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatRupees } from '@/lib/format';
import { useDashboard } from '../api/get-dashboard';
import { FigureCard } from './figure-card';
import { count, monthComparison, statusBreakdown } from './figure-texts';

// Issue 17: the Admin's day at a glance (GET /tor/get-dashboard); each figure opens the list or timeline behind it.
export function AdminDayFigures() {
  const dashboard = useDashboard('Admin');
  const d = dashboard.data ?? undefined;
  return (
    <section aria-labelledby="day-heading" className="space-y-4 lg:col-span-2">
      <h2 id="day-heading" className="text-lg font-semibold text-navy">
        The day
      </h2>
      {dashboard.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-danger">
          {schedulingMessages.failedDashboard}
          <Button variant="secondary" className="h-9" onClick={() => void dashboard.refetch()}>
            Try again
          </Button>
        </div>
      )}
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4" aria-busy={dashboard.isPending}>
        <FigureCard
          label="Jobs today"
          icon={CalendarCheck}
          value={d && count(d.jobsByStatus.reduce((sum, r) => sum + r.count, 0))}
          detail={d && statusBreakdown(d.jobsByStatus)}
          to={routes.bookingsCalendar}
          className="col-span-2 sm:col-span-1"
        />
        <FigureCard
          label="Bay utilisation today"
          icon={Gauge}
          value={d && `${d.bayUtilisationPercent} %`}
          detail="Booked bay time over open bay time"
          to={routes.bookingsCalendar}
        />
        <FigureCard
          label="Revenue today"
          icon={IndianRupee}
          value={d && formatRupees(d.revenueTodayPaise)}
          detail="Payments taken today"
          to={routes.incomeExpenses}
        />
        <FigureCard
          label="Revenue this month"
          icon={CircleDollarSign}
          value={d && formatRupees(d.revenueThisMonthPaise)}
          detail={d && monthComparison(d.revenueThisMonthPaise, d.revenueLastMonthPaise)}
          to={routes.incomeExpenses}
        />
        <FigureCard
          label="Pending to confirm"
          icon={Clock4}
          value={d && count(d.pendingToConfirm)}
          detail="Bookings still to come"
          to={routes.allBookings}
        />
        <FigureCard
          label="Unassigned, next 24 h"
          icon={Users}
          value={d && count(d.unassignedNext24h)}
          detail="Jobs with no employee yet"
          to={routes.bookingsCalendar}
        />
        <FigureCard
          label="No-shows this week"
          icon={UserX}
          value={d && count(d.noShowsThisWeek)}
          detail="Customers who did not come"
          to={routes.allBookings}
        />
      </div>
    </section>
  );
}
