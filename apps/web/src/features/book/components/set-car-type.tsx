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
};

// The car saved at sign-up has a number but no type yet: the price depends on it, so it is asked once, here.
export function SetCarType({ vehicle, pending, problem, onSave, onCancel }: SetCarTypeProps) {
  const [type, setType] = useState({ categoryName: '', subName: '' });
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!type.categoryName) return setError("Choose your car's type.");
        onSave(type);
      }}
    >
      <p className="text-sm text-slate-700">
        What type of car is <strong className="font-mono">{vehicle.plate}</strong>? The price depends on it.
      </p>
      {problem && (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      )}
      <VehicleTypeFields categoryName={type.categoryName} subName={type.subName} onChange={setType} error={error} />
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
