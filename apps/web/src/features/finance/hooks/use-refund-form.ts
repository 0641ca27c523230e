import { onlinePaymentMessages, paiseToRupees, refundPaymentBody, type PaymentView } from '@autospa/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { useControlledForm } from '@/lib/use-controlled-form';
import { useRefundPayment } from '../api/refund-payment';

export type RefundValues = { amount: string; reason: string };

const resolver = zodResolver(refundPaymentBody.pick({ amount: true, reason: true }), undefined, { raw: true }) as Resolver<RefundValues>;

/** Refund: what is left of the payment is offered; checked by the server's own schema first. */
export function useRefundForm(payment: PaymentView, leftPaise: number, onDone: () => void) {
  const { form, values, set, errors } = useControlledForm<RefundValues>(resolver, {
    amount: paiseToRupees(Math.max(0, leftPaise)).replace(/\.00$/, ''),
    reason: '',
  });
  const [error, setError] = useState<string | null>(null);
  const refund = useRefundPayment();
  const submit = form.handleSubmit(
    (checked) => {
      setError(null);
      refund.mutate(
        { paymentId: payment._id, amount: checked.amount, reason: checked.reason },
        {
          onSuccess: (data) => {
            toast.success(data.message);
            onDone();
          },
          onError: (err) => setError(errorMessage(err, onlinePaymentMessages.gatewayFailed)),
        },
      );
    },
    () => setError(null),
  );
  return { values, set, errors, error, submit, pending: refund.isPending };
}
