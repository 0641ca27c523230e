import { formatInr } from '@autospa/contract';
import { useEffect } from 'react';
import { ListLoading } from '@/components/ui/list-state';
import { FormAlert } from '@/components/ui/form-message';
import { errorMessage } from '@/lib/api-client';
import { useUpiLink } from '../api/get-upi-link';
import { UpiQr } from './upi-qr';

/** The UPI choice of the Collect dialog: the QR code with the amount and reference beside it, or why there is none. */
export function UpiPanel({ bookingId, onReady }: { bookingId: string; onReady: (ready: boolean) => void }) {
  const upi = useUpiLink(bookingId, true);
  const ready = upi.isSuccess;
  useEffect(() => {
    onReady(ready);
    return () => onReady(false);
  }, [ready, onReady]);
  if (upi.isPending) return <ListLoading text="Getting the UPI link..." />;
  // 409 when the business has no UPI ID yet, or nothing is left to pay: the server's message says which.
  if (upi.isError) return <FormAlert message={errorMessage(upi.error, 'The UPI link could not be loaded.')} />;
  const amount = formatInr(upi.data.amount);
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row">
      <UpiQr link={upi.data.link} label={`UPI QR code to pay ${amount}`} />
      <div className="min-w-0 space-y-2 text-center text-sm sm:text-left">
        <dl className="space-y-2">
          <div>
            <dt className="text-slate-600">Amount</dt>
            <dd className="text-2xl font-bold text-navy tabular-nums">{amount}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Reference</dt>
            <dd className="font-semibold tracking-wide text-navy">{upi.data.reference}</dd>
          </div>
        </dl>
        <p className="text-slate-600">Ask the customer to scan it with any UPI app, and see the payment on their screen.</p>
      </div>
    </div>
  );
}
