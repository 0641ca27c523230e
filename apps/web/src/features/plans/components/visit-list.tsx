import type { PlanVisitView } from '@autospa/contract';
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge';
import { formatDate, formatDay } from '@/lib/format';
import { VisitPhoto } from './visit-photo';

export const visitTones: Record<PlanVisitView['status'], BadgeTone> = {
  scheduled: 'info',
  done: 'success',
  missed: 'warning',
  unplaced: 'warning',
  cancelled: 'neutral',
};
const statusWords: Record<PlanVisitView['status'], string> = {
  scheduled: 'Scheduled',
  done: 'Done',
  missed: 'Missed',
  unplaced: 'Could not fit',
  cancelled: 'Cancelled',
};
export const visitStatusText = (status: PlanVisitView['status']) => statusWords[status];

// Plan visits as cards: day, time, status, who did it and when, and the proof photo. `staff` adds the customer.
export function VisitList({ visits, staff = false }: { visits: PlanVisitView[]; staff?: boolean }) {
  return (
    <ul className="grid gap-3 lg:grid-cols-2" aria-label="Plan visits">
      {visits.map((v) => (
        <li
          key={v._id}
          className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4"
          aria-label={`Visit on ${formatDay(v.visitDate)}`}
        >
          {v.hasPhoto ? (
            <VisitPhoto visitId={v._id} label={`Photo of ${v.plate} on ${formatDay(v.visitDate)}`} />
          ) : (
            <span className="flex size-20 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-center text-xs text-slate-600">
              No photo
            </span>
          )}
          <div className="min-w-0 flex-1 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-navy">{formatDay(v.visitDate)}</span>
              <StatusBadge tone={visitTones[v.status]}>{visitStatusText(v.status)}</StatusBadge>
            </div>
            <p className="text-slate-700">
              {v.planName} · {v.plate}
              {v.time && ` · ${v.time}`}
              {v.reference && ` · ${v.reference}`}
            </p>
            {staff && (
              <p className="text-slate-700">
                {v.customer.username} · {v.customer.phone}
                {v.employee && ` · ${v.employee.username}`}
              </p>
            )}
            {v.proofAt && (
              <p className="text-slate-600">
                Proof {formatDate(v.proofAt)}
                {v.proofBy && ` by ${v.proofBy.username}`}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
