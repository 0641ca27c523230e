import { messages, type BookingView } from '@autospa/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-message';
import { errorMessage } from '@/lib/api-client';
import { useCancelBooking } from '../api/cancel-booking';
import { bookingTexts } from './booking-texts';

/** Cancel asks once, in place: "Cancel booking" then "Yes, cancel it". */
export function TimelineCancel({ booking }: { booking: BookingView }) {
  const cancel = useCancelBooking();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      const saved = await cancel.mutateAsync(booking._id);
      toast.success(saved?.message || messages.bookings.cancelled);
    } catch (err) {
      setError(errorMessage(err, bookingTexts.failedCancel));
    }
  };
  return (
    <div className="space-y-2 border-t border-slate-200 pt-4">
      {asking ? (
        <div role="group" aria-label="Cancel this booking?" className="flex flex-wrap items-center gap-3">
          <p className="text-sm font-semibold text-navy">Cancel this booking?</p>
          <Button variant="danger" disabled={cancel.isPending} onClick={() => void confirm()}>
            Yes, cancel it
          </Button>
          <Button variant="secondary" disabled={cancel.isPending} onClick={() => setAsking(false)}>
            Keep it
          </Button>
        </div>
      ) : (
        <Button variant="secondary" className="text-danger" onClick={() => setAsking(true)}>
          Cancel booking
        </Button>
      )}
      <FormAlert message={error} />
    </div>
  );
}
