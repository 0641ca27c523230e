import { formatInr, routes, schedulingMessages, type DashboardResponse } from '@autospa/contract';
import { Banknote, CalendarClock, ClipboardCheck, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDashboard } from '../api/get-dashboard';

type EmployeeFigures = Extract<DashboardResponse, { role: 'Employee' }>;

// Issue 17: the Employee's day at a glance (get-dashboard): jobs done and to do, the next job, this month's earnings.
export function EmployeeDayCards() {
  const dashboard = useDashboard();
  const figures = dashboard.data?.role === 'Employee' ? dashboard.data : undefined;
  return (
    <section aria-labelledby="my-day-heading" className="space-y-3 lg:col-span-2" aria-busy={dashboard.isPending}>
      <h2 id="my-day-heading" className="text-lg font-semibold text-navy">
        My day
      </h2>
      {dashboard.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-danger">
          {schedulingMessages.failedDashboard}
          <Button variant="secondary" className="h-9" onClick={() => void dashboard.refetch()}>
            Try again
          </Button>
        </div>
      )}
      <div className="grid gap-3 md:grid-cols-3">
        <DayCard label="My jobs today" icon={ClipboardCheck}>
          {figures && (
            <>
              <Figure>{`${figures.jobsDoneToday} done`}</Figure>
              <p className="mt-1 text-sm text-slate-600">{figures.jobsToDoToday} to do</p>
            </>
          )}
        </DayCard>
        <DayCard label="My next job" icon={CalendarClock}>
          {figures && <NextJob job={figures.nextJob} />}
        </DayCard>
        <DayCard label="My earnings this month" icon={Banknote}>
          {figures && (
            <>
              <Figure>{formatInr(figures.earningsThisMonthPaise)}</Figure>
              <p className="mt-1 text-sm text-slate-600">The value of your completed jobs</p>
            </>
          )}
        </DayCard>
      </div>
    </section>
  );
}

function DayCard({ label, icon: Icon, children }: { label: string; icon: LucideIcon; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 id={id} className="text-sm font-medium text-slate-600">
          {label}
        </h3>
        <Icon aria-hidden="true" className="size-5 shrink-0 text-teal" />
      </div>
      <div className="mt-2">{children ?? <span className="text-2xl text-slate-400">—</span>}</div>
    </div>
  );
}

const Figure = ({ children }: { children: string }) => (
  <p className="text-2xl font-bold tracking-tight text-navy tabular-nums sm:text-3xl">{children}</p>
);

function NextJob({ job }: { job: EmployeeFigures['nextJob'] }) {
  if (!job) return <p className="text-sm text-slate-600">Nothing more today.</p>;
  const place = job.atDoor ? 'At the door' : job.bayName;
  return (
    <>
      <p className="text-lg font-semibold text-navy">
        {job.time}
        {place && <span className="font-normal text-slate-600"> · {place}</span>}
      </p>
      <p className="text-2xl font-bold tracking-wider break-all text-navy uppercase">{job.carNo.join(', ')}</p>
      <p className="text-sm text-slate-700">{job.service[0]?.serviceName}</p>
      <Link to={routes.todayBookings} className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-teal-dark underline">
        Today Bookings
      </Link>
    </>
  );
}
