import { messages, type BookingView, type UpdateBookingBody } from '@autospa/contract';
import { useState } from 'react';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { useUpdateBooking } from '../api/update-booking';
import { bookingTexts } from '../components/booking-texts';
import { NO_BAY, type TimelineEvent } from '../components/timeline-event';
import { slotOf } from '../components/timeline-time';

type Moved = Record<string, Pick<TimelineEvent, 'start' | 'end' | 'resourceId'>>;

/**
 * Drags on the timeline: the block moves at once, the server decides (PUT update-booking), and a refusal puts it
 * back and shows the server's reason. Each change is its own request (mutateAsync), so two quick drags both settle.
 */
export function useTimelineMoves() {
  const update = useUpdateBooking();
  const [moved, setMoved] = useState<Moved>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const forget = (id: string) => setMoved(({ [id]: _gone, ...rest }) => rest);

  const send = async (booking: BookingView, body: UpdateBookingBody) => {
    try {
      const saved = await update.mutateAsync({ id: booking._id, body });
      setRefusal(null);
      toast.success(saved?.message || messages.bookings.updated);
    } catch (error) {
      setRefusal(errorMessage(error, bookingTexts.failedUpdate));
    } finally {
      forget(booking._id);
    }
  };

  const move = ({ event, start, end, resourceId }: EventInteractionArgs<TimelineEvent>) => {
    const startsAt = new Date(start);
    const bay = resourceId === undefined ? event.resourceId : String(resourceId);
    const body: UpdateBookingBody = {};
    const retimed = startsAt.getTime() !== event.start.getTime();
    if (!retimed && bay === event.resourceId) return;
    if (retimed) Object.assign(body, slotOf(startsAt));
    // On the day view the column is a bay the owner chose, even when only the time changed (else the server would
    // pick the first free bay); on the week view there is no column per bay and the server picks.
    if (resourceId !== undefined && bay !== NO_BAY) body.bayId = bay;
    if (Object.keys(body).length === 0) return;
    setMoved((m) => ({ ...m, [event.id]: { start: startsAt, end: new Date(end), resourceId: bay } }));
    void send(event.booking, body);
  };

  const assign = (booking: BookingView, employeeId: string) => {
    if (booking.employeeId === employeeId) return;
    void send(booking, { employeeId });
  };

  return { moved, refusal, dismiss: () => setRefusal(null), move, assign };
}
