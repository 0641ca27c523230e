import type { NotificationView } from '@autospa/contract';
import { NotificationStatusBadge } from './notification-status-badge';
import { channelLabels, formatMessageTime, templateLabel } from './notification-texts';

// On a phone: one card per message, the status and the error first in sight.
export function NotificationCards({ rows }: { rows: NotificationView[] }) {
  return (
    <ul aria-label="Messages sent" className="space-y-3">
      {rows.map((n) => (
        <li key={n._id} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-navy">
              {templateLabel(n.template)} <span className="font-normal text-slate-600">· {channelLabels[n.channel]}</span>
            </p>
            <NotificationStatusBadge status={n.status} />
          </div>
          <p className="text-sm text-slate-700">
            <time dateTime={n.createdAt}>{formatMessageTime(n.createdAt)}</time>
            {n.reference && <span> · Booking {n.reference}</span>}
          </p>
          <p className="text-sm break-all text-slate-600">To {n.recipient}</p>
          {n.error && <p className="text-sm break-words text-danger">{n.error}</p>}
        </li>
      ))}
    </ul>
  );
}
