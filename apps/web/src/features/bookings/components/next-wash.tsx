import { routes, type BookingView } from '@autospa/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useChangeGrace } from '../api/get-change-grace';
import { CancelBookingDialog, useCancelBookingAction } from './cancel-booking-dialog';
import { MyBookingCard } from './my-booking-card';
import { RescheduleDialog } from './reschedule-dialog';

// The User dashboard's next wash: the My Bookings card with its Reschedule and Cancel (same dialogs, same rules).
export function NextWash({ booking, loading }: { booking: BookingView | null | undefined; loading: boolean }) {
  const grace = useChangeGrace();
  const [rescheduling, setRescheduling] = useState<BookingView | null>(null);
  const cancel = useCancelBookingAction();
  return (
    <section aria-labelledby="next-wash" className="space-y-3 lg:col-span-2">
      <h2 id="next-wash" className="text-lg font-semibold text-navy">
        Your next wash
      </h2>
      {loading ? (
        <p role="status" className="text-sm text-slate-600">
          Loading your next wash...
        </p>
      ) : booking ? (
        <ul aria-label="Next wash">
          <MyBookingCard
            booking={booking}
            onCancel={cancel.ask}
            onReschedule={setRescheduling}
            graceMinutes={grace.data}
            headingLevel="h3"
          />
        </ul>
      ) : (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-700">
          <p>No wash booked yet.</p>
          <Link to={routes.book} className={`${buttonClasses('primary')} mt-3 w-full sm:w-auto`}>
            Book a wash
          </Link>
        </div>
      )}
      <RescheduleDialog booking={rescheduling} onClose={() => setRescheduling(null)} />
      <CancelBookingDialog cancel={cancel} />
    </section>
  );
}
