import { messages } from '@autospa/contract';
import { useQuery } from '@tanstack/react-query';
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-state';
import { formatRupees } from '@/lib/format';
import { listErrorText } from '@/lib/read-list';
import { allBookingsQueryOptions } from '../api/get-all-bookings';
import { BookingStatusBadge } from './booking-status-badge';
import { serviceName, whenText } from './booking-text';

const SHOWN = 20;

// The Admin's view of one customer's bookings, newest day first (get-allbookings?userId=).
export function CustomerBookingHistory({ userId }: { userId: string }) {
  const list = useQuery(allBookingsQueryOptions({ userId, limit: SHOWN }));
  if (list.isPending) return <ListLoading text="Loading bookings..." />;
  if (list.isError) return <ListError text={listErrorText(list.error, messages.bookings.failedFetch)} />;
  const { data, total } = list.data;
  if (data.length === 0) return <ListEmpty title="No bookings yet" />;
  return (
    <>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label="Bookings">
        {data.map((b) => (
          <li key={b._id} className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center">
            <div className="min-w-0">
              <p className="font-medium text-navy">{serviceName(b)}</p>
              <p className="text-slate-600">
                {whenText(b)} · <span className="font-mono tracking-wide">{b.carNo.join(', ')}</span>
              </p>
            </div>
            <div className="flex items-center gap-3 sm:justify-end">
              <BookingStatusBadge status={b.status} />
              <span className="font-semibold text-navy tabular-nums">{formatRupees(b.pricePaise)}</span>
            </div>
          </li>
        ))}
      </ul>
      {total > data.length && (
        <p className="mt-2 text-sm text-slate-600">
          The latest {data.length} of {total.toLocaleString('en-IN')} bookings.
        </p>
      )}
    </>
  );
}
