import { formatInr, type BookingView } from '@autospa/contract';
import { CreditCard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormAlert, FormStatus } from '@/components/ui/form-message';
import { cn } from '@/lib/cn';
import { useNow } from '../hooks/use-now';
import { payableAmounts, usePayOnline } from '../hooks/use-pay-online';

const countdown = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** The hold: unpaid by then, the booking is released. A countdown once an order has a pay-by time. */
function HoldNote({ payBy, holdMinutes, booking }: { payBy: string | null; holdMinutes: number; booking: BookingView }) {
  const now = useNow(1000);
  // Only a new booking the business has not confirmed yet is held (create-online-payment's rule).
  const fresh = booking.status === 'Pending' && now - new Date(booking.createdAt).getTime() < holdMinutes * 60_000;
  if (payBy) {
    return (
      <p className="text-sm font-medium text-navy" role="timer" aria-live="off">
        Pay within {countdown(new Date(payBy).getTime() - now)} to keep this slot.
      </p>
    );
  }
  return fresh ? <p className="text-sm text-slate-700">Pay within {holdMinutes} minutes to keep this slot.</p> : null;
}

// Paying online (issue 21), when the business offers it: the balance, or the service's deposit; UPI first.
export function PayOnline({ booking, className }: { booking: BookingView; className?: string }) {
  const pay = usePayOnline(booking);
  const amounts = payableAmounts(booking);
  if (!pay.online || (!amounts && !pay.received)) return null;
  return (
    <section aria-label="Pay online" className={cn('space-y-3 rounded-2xl border border-teal/30 bg-teal/5 p-4', className)}>
      {pay.received ? (
        <FormStatus tone="success" message="Payment received. Thank you!" />
      ) : pay.waiting ? (
        <FormStatus message="Confirming your payment..." />
      ) : (
        amounts && (
          <>
            <HoldNote payBy={pay.order?.payBy ?? null} holdMinutes={pay.holdMinutes} booking={booking} />
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button size="lg" disabled={pay.pending} onClick={() => pay.pay('full')}>
                <CreditCard aria-hidden="true" className="size-5" />
                Pay now {formatInr(amounts.due)}
              </Button>
              {amounts.deposit !== null && (
                <Button size="lg" variant="secondary" disabled={pay.pending} onClick={() => pay.pay('deposit')}>
                  Pay {formatInr(amounts.deposit)} deposit to hold your slot
                </Button>
              )}
            </div>
            <p className="text-sm text-slate-600">Pay by UPI, card or netbanking. Or pay at the wash.</p>
          </>
        )
      )}
      <FormAlert message={pay.error} />
    </section>
  );
}
