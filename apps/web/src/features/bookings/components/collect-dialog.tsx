import { financeMessages, formatInr, paiseToRupees, PAYMENT_METHOD_LABELS, type BookingView } from '@autospa/contract';
import { Banknote, CircleCheck, CreditCard, QrCode, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCollectPayment } from '../api/collect-payment';
import { serviceName } from './booking-text';
import { dueOf } from './job-text';
import { UpiPanel } from './upi-panel';

type AtTheJob = 'cash' | 'upi' | 'card';
// UPI first: most customers in India pay that way.
const methods: { value: AtTheJob; icon: LucideIcon; hint: string }[] = [
  { value: 'upi', icon: QrCode, hint: 'Scan the QR code' },
  { value: 'cash', icon: Banknote, hint: 'Notes and coins' },
  { value: 'card', icon: CreditCard, hint: 'On the card machine' },
];

/** "Collect ₹1,499" after Complete (or from a card's Collect button); "Not now" closes it with nothing recorded. */
type CollectDialogProps = { booking: BookingView | null; justCompleted: boolean; onClose: () => void };

export function CollectDialog({ booking, justCompleted, onClose }: CollectDialogProps) {
  return (
    <Dialog open={booking !== null} onOpenChange={(open) => !open && onClose()}>
      {booking && <CollectContent booking={booking} justCompleted={justCompleted} onClose={onClose} />}
    </Dialog>
  );
}

function CollectContent({ booking, justCompleted, onClose }: CollectDialogProps & { booking: BookingView }) {
  const due = dueOf(booking);
  const [method, setMethod] = useState<AtTheJob | null>(null);
  const [upiReady, setUpiReady] = useState(false);
  const collect = useCollectPayment();
  const amount = formatInr(due);
  const receive = () => {
    if (!method) return;
    collect.mutate(
      { bookingId: booking._id, method, amount: paiseToRupees(due) },
      {
        onSuccess: (data) => {
          toast.success(data?.message || financeMessages.paymentRecorded);
          onClose();
        },
      },
    );
  };
  const canConfirm = method !== null && (method !== 'upi' || upiReady);
  return (
    <DialogContent
      title={`Collect ${amount}`}
      description={`${booking.carNo.join(', ')} · ${serviceName(booking)} · ${booking.userId.username} · ${booking.reference}`}
      size="sm"
    >
      <div className="space-y-4">
        {justCompleted && (
          <p role="status" className="flex items-center gap-2 text-sm font-semibold text-eco">
            <CircleCheck aria-hidden="true" className="size-4" />
            Job completed.
          </p>
        )}
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-navy">How is the customer paying?</legend>
          <div className="grid grid-cols-3 gap-2">
            {methods.map(({ value, icon: Icon, hint }) => (
              <label
                key={value}
                className="relative flex min-h-16 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-slate-200 p-2 text-center has-checked:border-teal has-checked:bg-teal/10 has-focus-visible:outline-2 has-focus-visible:outline-offset-2"
              >
                <input
                  type="radio"
                  name="collect-method"
                  value={value}
                  checked={method === value}
                  onChange={() => setMethod(value)}
                  // Over the whole tile, unseen: the tap lands on the radio itself, the tile shows its state.
                  className="absolute inset-0 z-10 size-full cursor-pointer opacity-0"
                />
                <Icon aria-hidden="true" className="size-5 text-teal" />
                <span className="text-base font-semibold text-navy">{PAYMENT_METHOD_LABELS[value]}</span>
                <span className="sr-only">: {hint}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {method === 'cash' && <p className="text-sm text-slate-700">Take {amount} in cash.</p>}
        {method === 'card' && <p className="text-sm text-slate-700">Take {amount} on the card machine.</p>}
        {method === 'upi' && <UpiPanel bookingId={booking._id} onReady={setUpiReady} />}
        <FormAlert message={collect.isError ? errorMessage(collect.error, financeMessages.failedRecordPayment) : null} />
        <div className="grid gap-2">
          {canConfirm && (
            <Button className="h-12 text-base" onClick={receive} disabled={collect.isPending}>
              {collect.isPending && <Spinner />}
              {collect.isPending ? 'Recording...' : `Received ${amount}`}
            </Button>
          )}
          <DialogClose asChild>
            <Button variant="secondary" className="h-12 text-base" disabled={collect.isPending}>
              Not now
            </Button>
          </DialogClose>
        </div>
      </div>
    </DialogContent>
  );
}
