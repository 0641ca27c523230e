import { pauseSubscriptionBody, type SubscriptionView } from '@autospa/contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { localDay } from '@/lib/dates';
import { usePauseSubscription } from '../api/subscription-actions';
import { planTexts } from './plan-texts';

/** Days from `from` to `to`, both counted. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

// Pause from one day to another (tomorrow at the earliest); the period moves later by the days paused.
export function PauseDialog({ sub, onClose }: { sub: SubscriptionView | null; onClose: () => void }) {
  return (
    <Dialog open={sub !== null} onOpenChange={(open) => !open && onClose()}>
      {sub && (
        <DialogContent
          title={`Pause ${sub.plan.name}`}
          description={`You can pause for ${sub.pauseDaysLeft} more day${sub.pauseDaysLeft === 1 ? '' : 's'} in this period.`}
          size="sm"
        >
          <PauseForm key={sub._id} sub={sub} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function PauseForm({ sub, onDone }: { sub: SubscriptionView; onDone: () => void }) {
  const [from, setFrom] = useState(localDay(1));
  const [to, setTo] = useState(localDay(1));
  const [error, setError] = useState<string | null>(null);
  const pause = usePauseSubscription();
  const days = from && to && to >= from ? daysBetween(from, to) : 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = pauseSubscriptionBody.safeParse({ from, to });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? planTexts.failedAction);
    setError(null);
    pause.mutate(
      { id: sub._id, body: { from, to } },
      {
        onSuccess: (data) => {
          toast.success(data.message);
          onDone();
        },
        onError: (err) => setError(errorMessage(err, planTexts.failedAction)),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormAlert message={error} />
      <div className="grid grid-cols-2 gap-3">
        <Field label="From">
          {(c) => <Input {...c} type="date" min={localDay(1)} value={from} onChange={(e) => setFrom(e.target.value)} />}
        </Field>
        <Field label="To">{(c) => <Input {...c} type="date" min={from} value={to} onChange={(e) => setTo(e.target.value)} />}</Field>
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {days > 0
          ? `${days} day${days === 1 ? '' : 's'} paused; ${Math.max(0, sub.pauseDaysLeft - days)} left after this.`
          : 'Choose the days.'}
      </p>
      <DialogFormActions pending={pause.isPending} submitLabel="Pause" pendingLabel="Pausing..." />
    </form>
  );
}
