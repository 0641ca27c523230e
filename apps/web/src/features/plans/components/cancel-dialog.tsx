import { formatInr, type SubscriptionView } from '@autospa/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useCancelSubscription } from '../api/subscription-actions';
import { planTexts } from './plan-texts';

/** What cancelling now does, in words, from the server's cancelTerms: shown before the tap. */
export function cancelTermsText(sub: SubscriptionView): string {
  const { refundCredits, refundPaise, lastVisitDate } = sub.cancelTerms;
  const refund =
    refundCredits > 0
      ? `${refundCredits} unused credit${refundCredits === 1 ? '' : 's'} are refunded: ${formatInr(refundPaise)}.`
      : refundPaise > 0
        ? `${formatInr(refundPaise)} is refunded.`
        : 'Nothing is left to refund.';
  const last = lastVisitDate ? ` The last visit is on ${formatDate(lastVisitDate)}.` : ' No further visits will be made.';
  return `${refund}${last}`;
}

// Cancel in one tap, after the terms are on the screen.
export function CancelDialog({ sub, onClose }: { sub: SubscriptionView | null; onClose: () => void }) {
  const cancel = useCancelSubscription();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <ConfirmDialog
      open={sub !== null}
      onOpenChange={(open) => !open && close()}
      title={`Cancel ${sub?.plan.name ?? 'plan'}?`}
      description={sub ? cancelTermsText(sub) : ''}
      confirmLabel="Cancel plan"
      pendingLabel="Cancelling..."
      dismissLabel="Keep plan"
      onConfirm={() =>
        sub &&
        cancel.mutate(sub._id, {
          onSuccess: (data) => {
            toast.success(data.message);
            close();
          },
          onError: (err) => setError(errorMessage(err, planTexts.failedAction)),
        })
      }
      pending={cancel.isPending}
      error={error}
    />
  );
}
