import { routes } from '@autospa/contract';
import { Car, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { formatDay } from '@/lib/format';
import { useDashboard } from '../api/get-dashboard';
import { DashboardLoadError } from './dashboard-load-error';
import { FigureCard } from './figure-card';
import { count } from './figure-texts';

// Issue 17: the customer's garage and its last wash, to book it again (GET /tor/get-dashboard).
export function UserFigures() {
  const dashboard = useDashboard('User');
  const d = dashboard.data ?? undefined;
  const last = d?.lastBooking;
  return (
    <section aria-labelledby="garage-heading" className="space-y-3 lg:col-span-2">
      <h2 id="garage-heading" className="sr-only">
        Your car and your last wash
      </h2>
      {dashboard.isError && <DashboardLoadError onRetry={() => void dashboard.refetch()} />}
      <div className="grid gap-3 sm:grid-cols-2">
        <FigureCard
          label="My vehicles"
          icon={Car}
          value={d && count(d.vehicles)}
          detail="The cars you book washes for"
          to={routes.myVehicles}
        />
        <div className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
          <div className="flex items-start justify-between gap-3">
            <h3 className="text-sm font-medium text-slate-600">Last wash</h3>
            <RotateCcw aria-hidden="true" className="size-5 shrink-0 text-teal" />
          </div>
          <p className="mt-2 flex-1 text-sm text-navy">
            {last ? (
              <>
                <span className="font-semibold">{last.service[0]?.serviceName ?? 'Wash'}</span> on {formatDay(last.date)}
                {last.carNo.length > 0 && <span className="text-slate-600"> · {last.carNo.join(', ')}</span>}
              </>
            ) : (
              'No wash yet.'
            )}
          </p>
          <Link to={routes.book} className={`${buttonClasses(last ? 'secondary' : 'primary')} mt-3 w-full sm:w-auto sm:self-start`}>
            {last ? 'Book again' : 'Book a wash'}
          </Link>
        </div>
      </div>
    </section>
  );
}
