import { formatInr, routes, type DashboardResponse } from '@autospa/contract';
import { Banknote, CalendarClock, ClipboardCheck } from 'lucide-react';
import { useDashboard } from '../api/get-dashboard';
import { DashboardLoadError } from './dashboard-load-error';
import { FigureCard } from './figure-card';

type NextJob = Extract<DashboardResponse, { role: 'Employee' }>['nextJob'];

/** When, where and what: '09:30 AM · Bay 2 · Premium Foam Wash'. */
function nextJobDetail(job: NonNullable<NextJob>) {
  const place = job.atDoor ? 'At the door' : job.bayName;
  return [job.time, place, job.service[0]?.serviceName].filter(Boolean).join(' · ');
}

// Issue 17: the Employee's day at a glance (get-dashboard): jobs done and to do, the next job, this month's earnings.
export function EmployeeDayCards() {
  const dashboard = useDashboard('Employee');
  const figures = dashboard.data ?? undefined;
  const next = figures?.nextJob;
  return (
    <section aria-labelledby="my-day-heading" className="space-y-3 lg:col-span-2" aria-busy={dashboard.isPending}>
      <h2 id="my-day-heading" className="text-lg font-semibold text-navy">
        My day
      </h2>
      {dashboard.isError && <DashboardLoadError onRetry={() => void dashboard.refetch()} />}
      <div className="grid gap-3 md:grid-cols-3">
        <FigureCard
          label="My jobs today"
          icon={ClipboardCheck}
          value={figures && `${figures.jobsDoneToday} done`}
          detail={figures && `${figures.jobsToDoToday} to do`}
          to={routes.todayBookings}
        />
        <FigureCard
          label="My next job"
          icon={CalendarClock}
          value={figures && (next ? next.carNo.join(', ') : 'None')}
          detail={figures && (next ? nextJobDetail(next) : 'Nothing more today.')}
          to={routes.todayBookings}
        />
        <FigureCard
          label="My earnings this month"
          icon={Banknote}
          value={figures && formatInr(figures.earningsThisMonthPaise)}
          detail="The value of your completed jobs"
          to={routes.incomeExpenses}
        />
      </div>
    </section>
  );
}
