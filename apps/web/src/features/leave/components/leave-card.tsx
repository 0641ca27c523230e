import type { LeaveView } from '@autospa/contract';
import { useId, type ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import { leaveDays } from './leave-texts';
import { LeaveStatusBadge } from './leave-status-badge';

type LeaveCardProps = { leave: LeaveView; showEmployee: boolean; actions?: ReactNode };

// One leave request: who (for the Admin), which days, why, and where it stands.
export function LeaveCard({ leave, showEmployee, actions }: LeaveCardProps) {
  const titleId = useId();
  const days = leaveDays(leave.from, leave.to);
  return (
    <li aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 text-base font-semibold break-words text-navy">
          {showEmployee ? leave.employee.username : days}
        </h3>
        <LeaveStatusBadge status={leave.status} />
      </div>
      {showEmployee && <p className="mt-1 text-sm font-medium text-navy">{days}</p>}
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">{leave.reason}</p>
      <p className="mt-2 text-xs text-slate-600">
        Asked on {formatDate(leave.createdAt)}
        {leave.decidedBy && leave.decidedAt && ` · ${leave.status} by ${leave.decidedBy.username} on ${formatDate(leave.decidedAt)}`}
      </p>
      {actions}
    </li>
  );
}
