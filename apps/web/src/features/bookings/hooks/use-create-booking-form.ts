import { messages } from '@autospa/contract';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useCreateBooking } from '../api/create-booking';

export type BookingFormValues = { name: string; subName: string; serviceName: string; date: string; time: string; carNo: string };
type Errors = Partial<Record<keyof BookingFormValues, string>>;

const labels: Record<keyof BookingFormValues, string> = {
  name: 'Category',
  subName: 'SubCategory',
  serviceName: 'Service',
  date: 'Date',
  time: 'Time',
  carNo: 'Car number',
};

/**
 * SPEC.md §4 booking creation: idle, submitting, message shown; the fields are kept after a success. Every
 * field is required (§5); the time and car number formats are the server's to judge, and its message is shown.
 */
export function useCreateBookingForm(initialService: string) {
  const [values, setValues] = useState<BookingFormValues>({
    name: '',
    subName: '',
    serviceName: initialService,
    date: '',
    time: '',
    carNo: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const create = useCreateBooking();

  const set = (field: keyof BookingFormValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value, ...(field === 'name' && { subName: '' }) }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = () => {
    const missing: Errors = {};
    for (const key of Object.keys(labels) as (keyof BookingFormValues)[]) {
      if (!values[key].trim()) missing[key] = `${labels[key]} is required.`;
    }
    setErrors(missing);
    setMessage(null);
    if (Object.keys(missing).length > 0) return;
    create.mutate(values, {
      onSuccess: (data) => setMessage(data?.message || messages.bookings.created),
      onError: (error) => setMessage(errorMessage(error, messages.bookings.failedCreate)),
    });
  };

  return { values, set, errors, message, submit, pending: create.isPending };
}
