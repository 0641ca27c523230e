import { adjustCreditsBody, type SubscriptionView } from '@autospa/contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useAdjustCredits } from '../api/subscription-actions';
import { planTexts } from './plan-texts';

// The Admin adds or takes credits (−100 … 100, not 0) with a reason; the ledger logs who and why.
export function AdjustCreditsForm({ sub }: { sub: SubscriptionView }) {
  const [credits, setCredits] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const adjust = useAdjustCredits();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { subscriptionId: sub._id, credits: credits.trim() === '' ? Number.NaN : Number(credits), reason };
    const checked = adjustCreditsBody.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    setError(null);
    adjust.mutate(checked.data, {
      onSuccess: (data) => {
        toast.success(data.message);
        setCredits('');
        setReason('');
      },
      onError: (err) => setError(errorMessage(err, planTexts.failedAction)),
    });
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-3 rounded-xl bg-foam p-4" aria-label="Adjust credits">
      <h3 className="font-semibold text-navy">Adjust credits</h3>
      <FormAlert message={error} />
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <Field label="Credits (+ or −)" error={errors.credits}>
          {(c) => <Input {...c} value={credits} onChange={(e) => setCredits(e.target.value)} inputMode="numeric" placeholder="+1" />}
        </Field>
        <Field label="Reason" error={errors.reason}>
          {(c) => (
            <Input
              {...c}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-required="true"
              placeholder="Goodwill for a late visit"
            />
          )}
        </Field>
      </div>
      <Button type="submit" disabled={adjust.isPending} className="w-full sm:w-auto">
        {adjust.isPending ? 'Saving...' : 'Adjust credits'}
      </Button>
    </form>
  );
}
