import type { NotificationView } from '@autospa/contract';
import { useId } from 'react';
import { NotificationStatusBadge } from './notification-status-badge';
import { channelLabels, formatMessageTime, notificationTexts, templateLabel } from './notification-texts';

const head =
  'sticky top-0 border-b border-slate-200 bg-slate-100 px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase';
const cell = 'border-b border-slate-100 px-3 py-2.5 align-top';
const columns = ['Time (IST)', 'Booking', 'Channel', 'Template', 'Recipient', 'Status', 'Error'];

// On a wide screen: the log as a table, one message a row.
export function NotificationTable({ rows }: { rows: NotificationView[] }) {
  const captionId = useId();
  return (
    // Focusable so keyboard users can scroll it.
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="max-h-[600px] overflow-auto rounded-xl border border-slate-200">
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption id={captionId} className="sr-only">
          {notificationTexts.caption}
        </caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className={head}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((n) => (
            <tr key={n._id} className="hover:bg-slate-50">
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={n.createdAt}>{formatMessageTime(n.createdAt)}</time>
              </td>
              <td className={`${cell} whitespace-nowrap`}>{n.reference ?? '—'}</td>
              <td className={cell}>{channelLabels[n.channel]}</td>
              <td className={cell}>{templateLabel(n.template)}</td>
              <td className={`${cell} break-all`}>{n.recipient}</td>
              <td className={cell}>
                <NotificationStatusBadge status={n.status} />
              </td>
              <td className={`${cell} max-w-xs break-words text-danger`}>{n.error ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
