import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCreateVehicle } from '../api/create-vehicle';
import type { VehicleView } from '@autospa/contract';
import { useSubCategoryChoices } from '../api/get-choices';
import { useMyVehicles } from '../api/get-my-vehicles';
import { useUpdateVehicleType } from '../api/update-vehicle-type';
import type { BookDraft } from '../hooks/book-draft';
import { NewCarForm, type NewCar } from './new-car-form';
import { SavedCars } from './saved-cars';
import { SetCarType } from './set-car-type';

type VehicleStepProps = {
  draft: BookDraft;
  update: (change: Partial<BookDraft>) => void;
  signedIn: boolean;
  onDone: () => void;
};

const fromVehicle = (v: VehicleView): Partial<BookDraft> => ({
  vehicleId: v._id,
  plate: v.plate,
  categoryName: v.category?.name ?? '',
  subName: v.subCategory?.subName ?? '',
});

/** Step 1: a customer's saved cars (or a new one, saved to its garage); a guest types the car in. */
export function VehicleStep({ draft, update, signedIn, onDone }: VehicleStepProps) {
  const vehicles = useMyVehicles(signedIn);
  const subCategories = useSubCategoryChoices();
  const hasSubs = (categoryName: string) =>
    (subCategories.data ?? []).some((s) => s.category.name.toLowerCase() === categoryName.toLowerCase());
  const create = useCreateVehicle();
  const setType = useUpdateVehicleType();
  // A car typed in as a guest before signing in stays in the form, ready to be saved.
  const [adding, setAdding] = useState(draft.plate !== '' && draft.vehicleId === '');
  const [untyped, setUntyped] = useState<VehicleView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const newCar: NewCar = {
    plate: draft.vehicleId ? '' : draft.plate,
    make: '',
    model: '',
    categoryName: draft.categoryName,
    subName: draft.subName,
  };

  if (!signedIn)
    return (
      <NewCarForm
        initial={newCar}
        action="Continue"
        onSubmit={({ plate, categoryName, subName }) => {
          update({ plate, categoryName, subName, vehicleId: '' });
          onDone();
        }}
      />
    );

  if (vehicles.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner />
        Loading your cars...
      </p>
    );

  const saved = vehicles.data ?? [];
  const pick = (v: VehicleView) => {
    setProblem(null);
    // No type yet, or no subcategory where its type has some (create-booking needs one): asked here, once.
    if (!v.category || (!v.subCategory && hasSubs(v.category.name))) return setUntyped(v);
    update(fromVehicle(v));
    onDone();
  };
  const fail = (error: unknown) => setProblem(errorMessage(error, 'Could not save the car. Please try again.'));

  if (untyped)
    return (
      <SetCarType
        vehicle={untyped}
        pending={setType.isPending}
        problem={problem}
        onCancel={() => setUntyped(null)}
        needsSub={hasSubs}
        onSave={(type) =>
          setType.mutate({ id: untyped._id, ...type, subName: type.subName || undefined }, { onSuccess: pick, onError: fail })
        }
      />
    );

  if (saved.length > 0 && !adding)
    return <SavedCars vehicles={saved} selectedId={draft.vehicleId} onPick={pick} onAdd={() => setAdding(true)} />;

  return (
    <>
      {saved.length === 0 && (
        <p className="text-sm text-slate-600">
          {vehicles.isError ? 'Your saved cars could not be loaded.' : 'No saved car yet.'} Add yours: it is kept for next time.
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      )}
      <NewCarForm
        initial={newCar}
        action="Save car and continue"
        withModel
        needsSub={hasSubs}
        pending={create.isPending}
        onSubmit={(car) => create.mutate({ ...car, subName: car.subName || undefined }, { onSuccess: pick, onError: fail })}
      />
      {saved.length > 0 && (
        <button type="button" onClick={() => setAdding(false)} className="h-11 text-sm font-semibold text-teal">
          Back to your saved cars
        </button>
      )}
    </>
  );
}
