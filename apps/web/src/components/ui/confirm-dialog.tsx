import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent } from './dialog';
import { FormAlert } from './form-message';
import { Spinner } from './spinner';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** The button that closes without acting (default 'Cancel'). */
  dismissLabel?: string;
  onConfirm: () => void;
  pending: boolean;
  error?: string | null;
  tone?: 'danger' | 'primary';
};

// Asks before a change that is hard to undo (SPEC.md §5: delete actions ask for confirmation first).
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    open,
    onOpenChange,
    title,
    description,
    confirmLabel,
    pendingLabel,
    dismissLabel = 'Cancel',
    onConfirm,
    pending,
    error,
    tone = 'danger',
  } = props;
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent title={title} description={description} size="sm" role="alertdialog">
        <FormAlert message={error} className="mb-4" />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              {dismissLabel}
            </Button>
          </DialogClose>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} disabled={pending}>
            {pending && <Spinner />}
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
