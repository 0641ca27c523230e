import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type DeactivateDialogProps = {
  name: string | undefined;
  onCancel: () => void;
  onConfirm: () => void;
  pending: boolean;
  error: string | null;
};

// Deactivation keeps the account and its history; it can no longer sign in and its sessions end.
export function DeactivateDialog({ name, onCancel, onConfirm, pending, error }: DeactivateDialogProps) {
  return (
    <ConfirmDialog
      open={name !== undefined}
      onOpenChange={(open) => !open && onCancel()}
      title={`Deactivate ${name ?? ''}?`}
      description="They are signed out at once and cannot sign in until re-activated. Their details and booking history are kept."
      confirmLabel="Deactivate"
      pendingLabel="Deactivating..."
      onConfirm={onConfirm}
      pending={pending}
      error={error}
    />
  );
}
