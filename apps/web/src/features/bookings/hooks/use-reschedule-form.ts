import { messages, type BookingView } from '@autospa/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { rescheduleBooking, type RescheduleVariables } from '../api/reschedule-booking';
import { useBookingMutation, type Changed } from '../api/use-booking-mutation';
import { bookingTexts } from '../components/booking-texts';

/**
 * A new date and time for a booking; the server checks the 24-hour rule and a free bay again. `send` is the
 * customer's own reschedule unless given (a guest's goes by its manage link).
 */
export function useRescheduleForm(
  booking: BookingView,
  onDone: () => void,
  send: (v: RescheduleVariables) => Promise<Changed> = rescheduleBooking,
) {
  const [date, setDate] = useState(booking.date);
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reschedule = useBookingMutation(send);

  const submit = () => {
    setError(null);
    if (!date || !time.trim()) {
      setError('Please choose a date and a time.');
      return;
    }
    reschedule.mutate(
      { id: booking._id, body: { date, time } },
      {
        onSuccess: (data) => {
          toast.success(data?.message || messages.bookings.rescheduled);
          onDone();
        },
        onError: (err) => setError(errorMessage(err, bookingTexts.failedReschedule)),
      },
    );
  };

  return { date, setDate, time, setTime, error, submit, pending: reschedule.isPending };
}
