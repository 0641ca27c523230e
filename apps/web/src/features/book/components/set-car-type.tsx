import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { VehicleView } from '@autospa/contract';
import { VehicleTypeFields } from './vehicle-type-fields';

type SetCarTypeProps = {
  vehicle: VehicleView;
  pending: boolean;
  problem: string | null;
  onSave: (type: { categoryName: string; subName: string }) => void;
  onCancel: () => void;
  needsSub: (categoryName: string) => boolean;
};

// The car saved at sign-up has a number but no type yet: the price depends on it, so it is asked once, here.
export function SetCarType({ vehicle, pending, problem, onSave, onCancel, needsSub }: SetCarTypeProps) {
  const [type, setType] = useState({ categoryName: vehicle.category?.name ?? '', subName: '' });
  const [error, setError] = useState<string | undefined>();
  const [subError, setSubError] = useState<string | undefined>();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        setError(type.categoryName ? undefined : "Choose your car's type.");
        setSubError(type.categoryName && needsSub(type.categoryName) && !type.subName ? 'Choose the SubCategory.' : undefined);
        if (type.categoryName && !(needsSub(type.categoryName) && !type.subName)) onSave(type);
      }}
    >
      <p className="text-sm text-slate-700">
        {vehicle.category ? 'Which kind' : 'What type of car'} is <strong className="font-mono">{vehicle.plate}</strong>? The price depends
        on it.
      </p>
      {problem && (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      )}
      <VehicleTypeFields
        categoryName={type.categoryName}
        subName={type.subName}
        onChange={setType}
        error={error}
        subRequired={needsSub}
        subError={subError}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={pending}>
          {pending && <Spinner />}
          Save type and continue
        </Button>
        <Button variant="ghost" size="lg" onClick={onCancel}>
          Back
        </Button>
      </div>
    </form>
  );
}
