import { messages, type BookingView, type StaffMember } from '@autospa/contract';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-message';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { useUpdateBooking } from '../api/update-booking';
import { bookingTexts } from './booking-texts';
import { freeStaff } from './timeline-free-staff';

const NOBODY = '';

/** Assign: only the employees free at the booking's time; "Nobody" takes the assignment off. */
export function TimelineAssign({ booking, day, staff }: { booking: BookingView; day: BookingView[]; staff: StaffMember[] }) {
  const id = useId();
  const update = useUpdateBooking();
  const [choice, setChoice] = useState(booking.employeeId ?? NOBODY);
  const [error, setError] = useState<string | null>(null);
  const free = freeStaff(staff, day, booking);
  const assign = async () => {
    setError(null);
    try {
      const saved = await update.mutateAsync({ id: booking._id, body: { employeeId: choice === NOBODY ? null : choice } });
      toast.success(saved?.message || messages.bookings.updated);
    } catch (err) {
      setError(errorMessage(err, bookingTexts.failedUpdate));
    }
  };
  return (
    <div className="space-y-2 border-t border-slate-200 pt-4">
      <label htmlFor={id} className="block text-sm font-semibold text-navy">
        Assign an employee free then
      </label>
      <div className="flex flex-wrap gap-3">
        <div className="min-w-48 flex-1">
          <Select id={id} value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value={NOBODY}>Nobody (unassigned)</option>
            {booking.employee && !free.some((s) => s._id === booking.employeeId) && (
              <option value={booking.employee._id}>{booking.employee.username}</option>
            )}
            {free.map((s) => (
              <option key={s._id} value={s._id}>
                {s.username}
              </option>
            ))}
          </Select>
        </div>
        <Button variant="secondary" disabled={update.isPending || choice === (booking.employeeId ?? NOBODY)} onClick={() => void assign()}>
          Assign
        </Button>
      </div>
      {free.length === 0 && <p className="text-sm text-slate-600">Every employee is on another booking at this time.</p>}
      <FormAlert message={error} />
    </div>
  );
}
