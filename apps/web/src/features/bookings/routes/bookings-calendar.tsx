import { messages, routes, schedulingMessages, WEEKDAYS, type BookingView } from '@autospa/contract';
import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/ui/form-message';
import { ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { listErrorText } from '@/lib/read-list';
import { useBays } from '../api/get-bays';
import { useBookingsBetween } from '../api/get-bookings-between';
import { useBusinessHours } from '../api/get-business-hours';
import { useStaff } from '../api/get-staff';
import { TimelineActionsDialog } from '../components/timeline-actions-dialog';
import { TimelineBayList } from '../components/timeline-bay-list';
import { TimelineCalendar, type TimelineView } from '../components/timeline-calendar';
import { NO_BAY, placed, toEvent, type TimelineResource } from '../components/timeline-event';
import { TimelineStaffChips } from '../components/timeline-staff-chips';
import { TimelineTakings } from '../components/timeline-takings';
import { addDays, dayOf, weekAround } from '../components/timeline-time';
import { TimelineToolbar } from '../components/timeline-toolbar';
import { useMediaQuery } from '../hooks/use-media-query';
import { useNow } from '../hooks/use-now';
import { useTimelineMoves } from '../hooks/use-timeline-moves';

const isDay = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** /bookings/calendar (Admin): the day by bay, or the week; drag to move, drop an employee, quick actions. */
export function BookingsCalendarRoute() {
  const [params, setParams] = useSearchParams();
  const settings = useBusinessHours();
  const zone = settings.data?.timeZone ?? 'Asia/Kolkata';
  const now = useNow();
  const today = dayOf(now, zone);
  const day = isDay(params.get('date')) ? params.get('date')! : today;
  const wide = useMediaQuery('(min-width: 768px)');
  const view: TimelineView = wide && params.get('view') === 'week' ? 'week' : 'day';
  const range = view === 'week' ? weekAround(day) : { from: day, to: day };
  const bookings = useBookingsBetween(range.from, range.to);
  const bays = useBays();
  const staff = useStaff();
  const moves = useTimelineMoves();
  const [openId, setOpenId] = useState<string | null>(null);
  const [bay, setBay] = useState('');

  const go = (next: { date?: string; view?: TimelineView }) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      if (next.date) out.set('date', next.date);
      if (next.view) out.set('view', next.view);
      return out;
    });
  const all = bookings.data;
  const shown = useMemo(() => (all ?? []).filter(placed), [all]);
  const events = useMemo(() => shown.map((b) => toEvent(b, zone, moves.moved[b._id])), [shown, zone, moves.moved]);
  const resources = useMemo<TimelineResource[]>(() => {
    const rows = (bays.data ?? []).map((b) => ({ id: b._id, title: b.name }));
    return shown.some((b) => b.bayId === null) ? [...rows, { id: NO_BAY, title: 'At the door' }] : rows;
  }, [bays.data, shown]);
  const waiting = (all ?? []).filter((b) => !b.scheduled && b.status === 'Pending').length;
  const open = useCallback((b: BookingView) => setOpenId(b._id), []);
  const { assign } = moves;
  const hours = settings.data?.openingHours[WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!] ?? null;

  return (
    <>
      <PageHeader
        title="Bookings Calendar"
        description={
          wide
            ? 'The day by bay. Drag a booking to another time or bay, drop an employee on it, or open it for quick actions.'
            : 'The day, one bay at a time. Open a booking for quick actions.'
        }
        actions={<RefreshButton onClick={() => void bookings.refetch()} busy={bookings.isFetching} />}
      />
      <TimelineToolbar
        day={day}
        today={today}
        view={view}
        canWeek={wide}
        onDay={(date) => go({ date })}
        onView={(v) => go({ view: v })}
        onStep={(direction) => go({ date: addDays(day, direction * (view === 'week' ? 7 : 1)) })}
      />
      {view === 'day' && <TimelineTakings day={day} />}
      <FormAlert message={moves.refusal} className="mb-3" />
      {waiting > 0 && (
        <p className="mb-3 text-sm text-slate-700">
          {waiting} Book Now request{waiting === 1 ? '' : 's'} on this {view} still wait{waiting === 1 ? 's' : ''} for a time:{' '}
          <Link className="font-semibold text-teal underline" to={routes.allBookings}>
            give {waiting === 1 ? 'it' : 'them'} one in All Bookings
          </Link>
          .
        </p>
      )}
      {bookings.isPending || bays.isPending ? (
        <ListLoading text="Loading the day..." />
      ) : bookings.isError || bays.isError ? (
        <ListError text={bookings.isError ? listErrorText(bookings.error, messages.bookings.failedFetch) : schedulingMessages.failedBays} />
      ) : wide ? (
        <>
          {shown.length === 0 && (
            <p role="status" className="mb-3 text-sm text-slate-700">
              No bookings on this {view}.
            </p>
          )}
          <TimelineStaffChips staff={staff.data ?? []} />
          <TimelineCalendar
            view={view}
            day={day}
            zone={zone}
            hours={hours}
            events={events}
            resources={resources}
            now={now}
            selectedId={openId}
            onOpen={open}
            onMove={moves.move}
            onEmployeeDrop={assign}
            onDrillDown={(date) => go({ date, view: 'day' })}
          />
        </>
      ) : (
        <TimelineBayList bays={resources} bay={bay} onBay={setBay} bookings={shown} zone={zone} now={now} onOpen={open} />
      )}
      <TimelineActionsDialog
        booking={all?.find((b) => b._id === openId) ?? null}
        day={all ?? []}
        staff={staff.data ?? []}
        zone={zone}
        now={now}
        onClose={() => setOpenId(null)}
      />
    </>
  );
}
