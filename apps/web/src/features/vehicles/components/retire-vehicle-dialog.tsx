import { vehicleMessages, type VehicleView } from '@autospa/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useRetireVehicle } from '../api/retire-vehicle';

// Asks before a vehicle leaves the garage; its bookings stay in the history.
export function RetireVehicleDialog({ vehicle, onClose }: { vehicle: VehicleView | null; onClose: () => void }) {
  const retire = useRetireVehicle();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = () => {
    if (!vehicle) return;
    setError(null);
    retire.mutate(vehicle._id, {
      onSuccess: (data) => {
        toast.success(data.message || vehicleMessages.retired);
        close();
      },
      onError: (err) => setError(errorMessage(err, vehicleMessages.failedRetire)),
    });
  };
  return (
    <ConfirmDialog
      open={vehicle !== null}
      onOpenChange={(open) => !open && close()}
      title={`Remove ${vehicle?.plate ?? 'vehicle'}?`}
      description="It leaves your garage. Bookings already made for it stay in your history."
      confirmLabel="Remove"
      pendingLabel="Removing..."
      onConfirm={confirm}
      pending={retire.isPending}
      error={error}
    />
  );
}
