import { messages, publicBookingProblems, type PublicBookingBody } from '@autospa/contract';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useCheckedForm } from '../shared/use-checked-form';
import { useCreatePublicBooking } from './create-public-booking';

export type BookingValues = PublicBookingBody;

// Nothing chosen yet: the selects start on their empty option.
const empty = { service: '', carType: '', vehicleNo: '', name: '', phone: '', date: '', timeSlot: '' } as unknown as BookingValues;

/** The Book Now form's state: the contract's rules, the date-and-slot recheck, and the server's answer. */
export function useBookingForm() {
  const create = useCreatePublicBooking();
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useCheckedForm(empty, publicBookingProblems);

  const onSubmit = form.handleSubmit(
    (values) => {
      setSent(null);
      // SPEC.md §5: date and time slot are checked once more before sending.
      if (!values.date || !values.timeSlot) return setAlert(messages.bookings.selectDateAndSlot);
      setAlert(null);
      create.mutate(values, {
        onSuccess: (response) => {
          setSent(response.data?.message ?? messages.bookings.publicReceived);
          form.reset(empty);
        },
        onError: (err) => setAlert(errorMessage(err, messages.bookings.failedCreate)),
      });
    },
    (errors) => {
      setSent(null);
      setAlert(errors.date || errors.timeSlot ? messages.bookings.selectDateAndSlot : null);
    },
  );

  return { form, onSubmit, alert, sent, sending: create.isPending };
}
