import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type DeleteBookingDialogProps = {
  label: string | undefined;
  flow: { error: string | null; pending: boolean; cancel: () => void; confirm: () => void };
};

export function DeleteBookingDialog({ label, flow }: DeleteBookingDialogProps) {
  return (
    <ConfirmDialog
      open={label !== undefined}
      onOpenChange={(open) => !open && flow.cancel()}
      title="Delete this booking?"
      description={`${label ?? ''}. It is removed for good; a customer still expecting it is emailed that it is cancelled. To keep the record, cancel it instead.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={flow.confirm}
      pending={flow.pending}
      error={flow.error}
    />
  );
}
