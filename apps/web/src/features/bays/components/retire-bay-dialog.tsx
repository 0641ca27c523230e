import { schedulingMessages, type BayView } from '@autospa/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useConfirmedAction } from '@/lib/use-confirmed-action';
import { useRetireBay } from '../api/retire-bay';
import { bayTexts } from './bay-texts';

type Retire = ReturnType<typeof useConfirmedAction<BayView>>;

/** Asks once before a bay is retired; the server's refusal (upcoming bookings, the last bay) stays in the dialog. */
export const useRetireBayAction = () =>
  useConfirmedAction<BayView>(useRetireBay(), { success: schedulingMessages.bayRetired, failure: bayTexts.failedRetire });

export function RetireBayDialog({ retire }: { retire: Retire }) {
  return (
    <ConfirmDialog
      open={retire.target !== null}
      onOpenChange={(open) => !open && retire.cancel()}
      title={`Retire ${retire.target?.name ?? 'bay'}?`}
      description="It is no longer booked. Past bookings keep its name."
      confirmLabel="Retire bay"
      pendingLabel="Retiring..."
      dismissLabel="Keep bay"
      onConfirm={retire.confirm}
      pending={retire.pending}
      error={retire.error}
    />
  );
}
