import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type DeleteDialogProps = {
  name: string | undefined;
  what: string;
  note: string;
  flow: { error: string | null; pending: boolean; cancel: () => void; confirm: () => void };
};

// "Delete Sedan?" with what happens, then Delete / Cancel.
export function DeleteDialog({ name, what, note, flow }: DeleteDialogProps) {
  return (
    <ConfirmDialog
      open={name !== undefined}
      onOpenChange={(open) => !open && flow.cancel()}
      title={`Delete ${what} ${name ?? ''}?`}
      description={note}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={flow.confirm}
      pending={flow.pending}
      error={flow.error}
    />
  );
}
