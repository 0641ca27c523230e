import type { VehicleView } from '@autospa/contract';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { VehicleForm } from './vehicle-form';

/** Closed, adding a new vehicle, or editing one. */
export type VehicleDialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; vehicle: VehicleView };

// The add/edit popup; the form is mounted afresh each time it opens, so it starts from the vehicle's values.
export function VehicleDialog({ state, onClose }: { state: VehicleDialogState; onClose: () => void }) {
  const vehicle = state.mode === 'edit' ? state.vehicle : null;
  return (
    <Dialog open={state.mode !== 'closed'} onOpenChange={(open) => !open && onClose()}>
      {state.mode !== 'closed' && (
        <DialogContent title={vehicle ? `Edit ${vehicle.plate}` : 'Add a vehicle'} size="md">
          <VehicleForm key={vehicle?._id ?? 'new'} vehicle={vehicle} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}
