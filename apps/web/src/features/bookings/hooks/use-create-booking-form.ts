import { createBookingForm, messages, type CreateBookingForm } from '@autospa/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { errorMessage } from '@/lib/api-client';
import { useControlledForm } from '@/lib/use-controlled-form';
import { useCreateBooking } from '../api/create-booking';

export type BookingFormValues = CreateBookingForm;

// raw: the server receives what the person typed.
const resolver = zodResolver(createBookingForm, undefined, { raw: true }) as Resolver<BookingFormValues>;

/**
 * SPEC.md §4 booking creation: idle, submitting, message shown; the fields are kept after a success. Every
 * field is required (§5); the time and car number formats are the server's to judge, and its message is shown.
 */
export function useCreateBookingForm(initialService: string) {
  const {
    form,
    values,
    set: setField,
    errors,
  } = useControlledForm<BookingFormValues>(resolver, {
    name: '',
    subName: '',
    serviceName: initialService,
    date: '',
    time: '',
    carNo: '',
  });
  const [message, setMessage] = useState<string | null>(null);
  const create = useCreateBooking();

  const set = (field: keyof BookingFormValues, value: string) => {
    setField(field, value);
    if (field === 'name') form.setValue('subName', ''); // a new category's subcategories differ
  };

  const submit = form.handleSubmit(
    (checked) => {
      setMessage(null);
      create.mutate(checked, {
        onSuccess: (data) => setMessage(data?.message || messages.bookings.created),
        onError: (error) => setMessage(errorMessage(error, messages.bookings.failedCreate)),
      });
    },
    () => setMessage(null),
  );

  return { values, set, errors, message, submit, pending: create.isPending };
}
