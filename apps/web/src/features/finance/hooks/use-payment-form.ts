import { createPaymentBody, paiseToRupees, type IncomeRow, type PaymentMethod, financeMessages } from '@autospa/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { useControlledForm } from '@/lib/use-controlled-form';
import { useCreatePayment } from '../api/create-payment';

export type PaymentValues = { method: PaymentMethod; amount: string; note: string };

// The fields of the schema the person fills in (the booking is the row's); raw: the server receives what was typed.
const resolver = zodResolver(createPaymentBody.pick({ method: true, amount: true, note: true }), undefined, {
  raw: true,
}) as Resolver<PaymentValues>;

/** Record payment: what is still due is offered as the amount; checked by the server's own schema first. */
export function usePaymentForm(row: IncomeRow, onDone: () => void) {
  const { form, values, set, errors } = useControlledForm<PaymentValues>(resolver, {
    method: 'cash',
    amount: paiseToRupees(Math.max(0, row.balancePaise)).replace(/\.00$/, ''),
    note: '',
  });
  const [error, setError] = useState<string | null>(null);
  const create = useCreatePayment();

  const submit = form.handleSubmit(
    (checked) => {
      setError(null);
      const body = {
        bookingId: row._id,
        method: checked.method,
        amount: checked.amount,
        ...(checked.note.trim() && { note: checked.note }),
      };
      create.mutate(body, {
        onSuccess: (data) => {
          toast.success(data?.message || financeMessages.paymentRecorded);
          onDone();
        },
        onError: (err) => setError(errorMessage(err, financeMessages.failedRecordPayment)),
      });
    },
    () => setError(null),
  );

  return { values, set, errors, error, submit, pending: create.isPending };
}
