import type { BookingView } from '@autospa/contract';
import { useId } from 'react';
import { ListEmpty } from '@/components/ui/list-state';
import { Select } from '@/components/ui/select';
import { BookingStatusBadge } from './booking-status-badge';
import { FlagLine } from './timeline-block';
import type { TimelineResource } from './timeline-event';
import { blockLabel, flagsOf } from './timeline-flags';
import { blockStyle } from './timeline-status-style';
import { clockOf } from './timeline-time';

type BayListProps = {
  bays: TimelineResource[];
  bay: string;
  onBay: (bay: string) => void;
  bookings: BookingView[];
  zone: string;
  now: number;
  onOpen: (booking: BookingView) => void;
};

/** The timeline on a phone: one bay at a time, its bookings in time order, each opening the quick actions. */
export function TimelineBayList({ bays, bay, onBay, bookings, zone, now, onOpen }: BayListProps) {
  const pickerId = useId();
  const current = bays.find((b) => b.id === bay) ?? bays[0];
  const mine = bookings.filter((b) => (b.bayId ?? 'no-bay') === current?.id).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return (
    <div>
      <label htmlFor={pickerId} className="mb-1 block text-sm font-semibold text-navy">
        Bay
      </label>
      <Select id={pickerId} value={current?.id ?? ''} onChange={(e) => onBay(e.target.value)}>
        {bays.map((b) => (
          <option key={b.id} value={b.id}>
            {b.title}
          </option>
        ))}
      </Select>
      {mine.length === 0 ? (
        <div className="mt-4">
          <ListEmpty title={`No bookings in ${current?.title ?? 'this bay'} on this day.`} />
        </div>
      ) : (
        <ol aria-label={`${current?.title ?? 'Bay'} bookings`} className="mt-4 space-y-3">
          {mine.map((b) => {
            const flags = flagsOf(b, now);
            const clock = clockOf(b.startsAt, zone);
            return (
              <li key={b._id}>
                <button
                  type="button"
                  data-booking-id={b._id}
                  onClick={() => onOpen(b)}
                  style={blockStyle(b.status)}
                  className="block w-full rounded-xl p-4 text-left shadow-sm"
                >
                  <span className="sr-only">{blockLabel(b, clock, flags)}</span>
                  <span aria-hidden="true" className="flex flex-col gap-1">
                    <span className="flex items-center justify-between gap-2">
                      <span className="text-sm font-semibold">
                        {clock} to {clockOf(b.endsAt, zone)}
                      </span>
                      <BookingStatusBadge status={b.status} />
                    </span>
                    <span className="text-xl font-bold tracking-wide break-all">{b.carNo[0] ?? b.reference}</span>
                    <span className="text-sm">{b.service[0]?.serviceName}</span>
                    <span className="text-sm">{b.employee ? b.employee.username : null}</span>
                    {flags.map((f) => (
                      <span key={f.kind} className="text-sm">
                        <FlagLine flag={f} />
                      </span>
                    ))}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
