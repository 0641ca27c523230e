import type { PaymentView } from '@autospa/contract';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { useRefundForm } from '../hooks/use-refund-form';

type RefundFormProps = { payment: PaymentView; leftPaise: number; onDone: () => void };

// Refund one payment (Admin): online ones go back through Razorpay, cash, UPI and card are recorded as given back.
export function RefundForm({ payment, leftPaise, onDone }: RefundFormProps) {
  const { values, set, errors, error, submit, pending } = useRefundForm(payment, leftPaise, onDone);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Refund payment" aria-busy={pending} className="space-y-3 rounded-lg bg-slate-50 p-3">
      <FormAlert message={error} />
      <Field label="Refund amount (₹)" error={errors.amount} hint={payment.method === 'online' ? 'Goes back through Razorpay.' : undefined}>
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            value={values.amount}
            onChange={(e) => set('amount', e.target.value)}
          />
        )}
      </Field>
      <Field label="Reason" error={errors.reason}>
        {(control) => <Input {...control} autoComplete="off" value={values.reason} onChange={(e) => set('reason', e.target.value)} />}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" variant="danger" disabled={pending}>
          {pending ? 'Refunding...' : 'Refund'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
