import type { BayView } from '@autospa/contract';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { BayForm } from './bay-form';

/** Closed, adding a bay, or editing one. */
export type BayDialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; bay: BayView };

// The add/edit popup; the form mounts afresh each time it opens, from the bay's values.
export function BayDialog({ state, onClose }: { state: BayDialogState; onClose: () => void }) {
  const bay = state.mode === 'edit' ? state.bay : null;
  return (
    <Dialog open={state.mode !== 'closed'} onOpenChange={(open) => !open && onClose()}>
      {state.mode !== 'closed' && (
        <DialogContent title={bay ? `Edit ${bay.name}` : 'Add a bay'} size="md">
          <BayForm key={bay?._id ?? 'new'} bay={bay} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}
