import type { BookingView, OnlinePaymentKind, OnlinePaymentView } from '@autospa/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useCreateOnlinePayment } from '../api/create-online-payment';
import { getBooking } from '../api/get-booking';
import { usePaymentOptions } from '../api/get-payment-options';
import { openCheckout } from '../components/razorpay-checkout';

const PAYABLE = new Set(['Pending', 'Confirmed']);

/** What a booking may pay online now: the balance, and the service's deposit (rounded up, at most the balance). */
export function payableAmounts(b: BookingView) {
  const due = b.pricePaise - b.paidPaise;
  if (!PAYABLE.has(b.status) || due <= 0 || new Date(b.startsAt).getTime() < Date.now()) return null;
  const percent = b.service[0]?.depositPercent ?? 0;
  const deposit = percent > 0 ? Math.min(Math.ceil((b.pricePaise * percent) / 100), due) : null;
  return { due, deposit: deposit !== null && deposit < due ? deposit : null };
}

/**
 * Pay now: an order, then Razorpay Checkout; once the customer finishes, the booking is read again every few
 * seconds until the webhook has recorded the payment.
 */
export function usePayOnline(booking: BookingView) {
  const options = usePaymentOptions();
  const create = useCreateOnlinePayment();
  const [order, setOrder] = useState<OnlinePaymentView | null>(null);
  const [waitingFrom, setWaitingFrom] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const polled = useQuery({
    queryKey: [...queryKeys.bookings, 'one', booking._id],
    queryFn: () => getBooking(booking._id),
    enabled: waitingFrom !== null,
    refetchInterval: (query) => (waitingFrom !== null && (query.state.data?.paidPaise ?? 0) <= waitingFrom ? 3000 : false),
  });
  const received = waitingFrom !== null && (polled.data?.paidPaise ?? 0) > waitingFrom;

  const pay = (kind: OnlinePaymentKind) => {
    const checkoutUrl = options.data?.checkoutUrl;
    if (!checkoutUrl) return;
    setError(null);
    create.mutate(
      { bookingId: booking._id, kind },
      {
        onSuccess: (made) => {
          setOrder(made);
          openCheckout(checkoutUrl, made, {
            onPaid: () => setWaitingFrom(booking.paidPaise),
            onFailed: () => setError('The payment did not go through. Try again, or pay at the wash.'),
          }).catch((err: unknown) => setError(errorMessage(err, 'Could not open the payment window. Try again, or pay at the wash.')));
        },
        onError: (err) => setError(errorMessage(err, 'Could not start the payment. Try again, or pay at the wash.')),
      },
    );
  };

  return {
    online: options.data?.online === true,
    holdMinutes: options.data?.holdMinutes ?? 10,
    pay,
    pending: create.isPending,
    order,
    error,
    waiting: waitingFrom !== null && !received,
    received,
  };
}
