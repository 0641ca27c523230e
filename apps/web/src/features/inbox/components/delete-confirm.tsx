import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type DeleteConfirmProps = {
  title: string | undefined;
  description: string;
  verb?: 'Delete' | 'Remove';
  flow: { error: string | null; pending: boolean; cancel: () => void; confirm: () => void };
};

// 'Delete the message from Asha Rao?' with what happens, then Delete / Cancel.
export function DeleteConfirm({ title, description, verb = 'Delete', flow }: DeleteConfirmProps) {
  return (
    <ConfirmDialog
      open={title !== undefined}
      onOpenChange={(open) => !open && flow.cancel()}
      title={title ?? ''}
      description={description}
      confirmLabel={verb}
      pendingLabel={verb === 'Delete' ? 'Deleting...' : 'Removing...'}
      onConfirm={flow.confirm}
      pending={flow.pending}
      error={flow.error}
    />
  );
}
