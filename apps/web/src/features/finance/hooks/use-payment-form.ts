import { createPaymentBody, messages, paiseToRupees, type IncomeRow, type PaymentMethod } from '@autospa/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { useCreatePayment } from '../api/create-payment';

export type PaymentValues = { method: PaymentMethod; amount: string; note: string };
type FieldErrors = Partial<Record<keyof PaymentValues, string>>;

/** Record payment: what is still due is offered as the amount; checked by the server's own schema first. */
export function usePaymentForm(row: IncomeRow, onDone: () => void) {
  const [values, setValues] = useState<PaymentValues>({
    method: 'cash',
    amount: paiseToRupees(Math.max(0, row.balancePaise)).replace(/\.00$/, ''),
    note: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const create = useCreatePayment();

  const set = <K extends keyof PaymentValues>(field: K, value: PaymentValues[K]) => setValues((v) => ({ ...v, [field]: value }));

  const submit = () => {
    setError(null);
    const body = { bookingId: row._id, method: values.method, amount: values.amount, ...(values.note.trim() && { note: values.note }) };
    const checked = createPaymentBody.safeParse(body);
    if (!checked.success) {
      const next: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof PaymentValues;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(body, {
      onSuccess: (data) => {
        toast.success(data?.message || messages.finance.paymentRecorded);
        onDone();
      },
      onError: (err) => setError(errorMessage(err, messages.finance.failedRecordPayment)),
    });
  };

  return { values, set, errors, error, submit, pending: create.isPending };
}
