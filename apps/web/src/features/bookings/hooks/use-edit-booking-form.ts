import { messages, type BookingStatus, type BookingView, type UpdateBookingBody } from '@autospa/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { useUpdateBooking } from '../api/update-booking';
import { bookingTexts } from '../components/booking-texts';
import { serviceName } from '../components/booking-text';

export type EditBookingValues = {
  date: string;
  time: string;
  serviceName: string;
  carNo: string;
  status: BookingStatus;
  employeeId: string;
  /** The customer account a public (guest) request is linked to; empty while it stays a guest's. */
  userId: string;
};

const valuesOf = (b: BookingView): EditBookingValues => ({
  date: b.date,
  // A public request waits for its exact time: the field starts empty.
  time: b.scheduled ? b.time : '',
  serviceName: serviceName(b),
  carNo: b.carNo.join(', '),
  status: b.status,
  employeeId: b.employee?._id ?? '',
  userId: b.userId._id ?? '',
});

/** The Admin's edit popup: sends the fields (the server ignores unchanged ones), closes on success. */
export function useEditBookingForm(booking: BookingView, onDone: () => void) {
  const [values, setValues] = useState(() => valuesOf(booking));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateBooking();

  const set = <K extends keyof EditBookingValues>(field: K, value: EditBookingValues[K]) => setValues((v) => ({ ...v, [field]: value }));

  const submit = () => {
    setError(null);
    const body: UpdateBookingBody = {
      date: values.date,
      serviceName: values.serviceName,
      carNo: values.carNo,
      status: values.status,
      employeeId: values.employeeId || null,
      ...(values.time.trim() && { time: values.time }),
      ...(values.userId && values.userId !== (booking.userId._id ?? '') && { userId: values.userId }),
    };
    update.mutate(
      { id: booking._id, body },
      {
        onSuccess: (data) => {
          toast.success(data?.message || messages.bookings.updated);
          onDone();
        },
        onError: (err) => setError(errorMessage(err, bookingTexts.failedUpdate)),
      },
    );
  };

  return { values, set, error, submit, pending: update.isPending };
}
