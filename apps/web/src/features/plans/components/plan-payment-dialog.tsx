import { planPaymentBody, type SubscriptionView } from '@autospa/contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { usePlanPayment } from '../api/subscription-actions';
import { planTexts } from './plan-texts';
import { paidText } from './subscription-card';

// UPI first: most customers here pay that way.
const METHODS = [
  { value: 'upi', label: 'UPI' },
  { value: 'cash', label: 'Cash' },
  { value: 'card', label: 'Card' },
] as const;
type Method = (typeof METHODS)[number]['value'];

// Money received for a subscription, like a booking's payment: method and amount (what is still due by default).
export function PlanPaymentDialog({ sub, onClose }: { sub: SubscriptionView | null; onClose: () => void }) {
  return (
    <Dialog open={sub !== null} onOpenChange={(open) => !open && onClose()}>
      {sub && (
        <DialogContent
          title={`Record payment: ${sub.plan.name}`}
          description={`${sub.customer.username}, ${sub.vehicle.plate}. ${paidText(sub)}.`}
          size="sm"
        >
          <PaymentForm key={sub._id} sub={sub} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function PaymentForm({ sub, onDone }: { sub: SubscriptionView; onDone: () => void }) {
  const due = Math.max(0, sub.pricePaise - sub.paidPaise);
  const [method, setMethod] = useState<Method>('upi');
  const [rupees, setRupees] = useState(due > 0 ? String(due / 100) : '');
  const [error, setError] = useState<string | null>(null);
  const pay = usePlanPayment();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = planPaymentBody.safeParse({ subscriptionId: sub._id, method, amountPaise: Math.round(Number(rupees) * 100) });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? planTexts.failedAction);
    setError(null);
    pay.mutate(checked.data, {
      onSuccess: (data) => {
        toast.success(data.message);
        onDone();
      },
      onError: (err) => setError(errorMessage(err, planTexts.failedAction)),
    });
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormAlert message={error} />
      <fieldset>
        <legend className="text-sm font-medium text-navy">Method</legend>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {METHODS.map((m) => (
            <label
              key={m.value}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border text-sm font-semibold has-[:focus-visible]:outline-2',
                method === m.value ? 'border-teal bg-teal/10 text-navy' : 'border-slate-300 text-slate-700',
              )}
            >
              <input
                type="radio"
                name="method"
                value={m.value}
                checked={method === m.value}
                onChange={() => setMethod(m.value)}
                className="accent-teal"
              />
              {m.label}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label="Amount (₹)">
        {(c) => <Input {...c} value={rupees} onChange={(e) => setRupees(e.target.value)} inputMode="decimal" />}
      </Field>
      <DialogFormActions pending={pay.isPending} submitLabel="Record payment" pendingLabel="Recording..." />
    </form>
  );
}
