import { vehicleMessages, type VehicleView } from '@autospa/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { listErrorText } from '@/lib/read-list';
import { useMyVehicles } from '../api/get-my-vehicles';
import { RetireVehicleDialog } from '../components/retire-vehicle-dialog';
import { VehicleCard } from '../components/vehicle-card';
import { VehicleDialog, type VehicleDialogState } from '../components/vehicle-dialog';

// Issue 16: the customer's garage at /my-vehicles. Add, edit and remove (retire) the cars it books washes for.
export function MyVehiclesRoute() {
  const list = useMyVehicles();
  const [dialog, setDialog] = useState<VehicleDialogState>({ mode: 'closed' });
  const [retiring, setRetiring] = useState<VehicleView | null>(null);
  const add = () => setDialog({ mode: 'add' });
  const addButton = (
    <Button onClick={add} className="w-full sm:w-auto">
      <Plus aria-hidden="true" className="size-4" />
      Add vehicle
    </Button>
  );

  return (
    <>
      <PageHeader
        title="My Vehicles"
        description="The cars you book washes for. Their type sets the price and the time a wash takes."
        actions={list.data && list.data.length > 0 ? addButton : undefined}
      />
      {list.isPending ? (
        <ListLoading text="Loading your vehicles..." />
      ) : list.isError ? (
        <ListError text={listErrorText(list.error, vehicleMessages.failedFetch)} />
      ) : list.data.length === 0 ? (
        <ListEmpty title="No vehicles yet">
          <p>Add your car once and book it in a few taps.</p>
          <div className="mt-4 flex justify-center">{addButton}</div>
        </ListEmpty>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Your vehicles" aria-busy={list.isFetching}>
          {list.data.map((v) => (
            <VehicleCard key={v._id} vehicle={v} onEdit={(vehicle) => setDialog({ mode: 'edit', vehicle })} onRetire={setRetiring} />
          ))}
        </ul>
      )}
      <VehicleDialog state={dialog} onClose={() => setDialog({ mode: 'closed' })} />
      <RetireVehicleDialog vehicle={retiring} onClose={() => setRetiring(null)} />
    </>
  );
}
