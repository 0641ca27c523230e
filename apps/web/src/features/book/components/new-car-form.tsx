import { normaliseCarNo } from '@autospa/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { VehicleTypeFields } from './vehicle-type-fields';

export type NewCar = { plate: string; categoryName: string; subName: string };

type NewCarFormProps = {
  initial: NewCar;
  /** "Continue" for a guest, "Save car and continue" for a customer (the car joins its garage). */
  action: string;
  pending?: boolean;
  onSubmit: (car: NewCar) => void;
};

// A car typed in on the booking page: its number and type; make, model and the rest can wait for My Vehicles.
export function NewCarForm({ initial, action, pending = false, onSubmit }: NewCarFormProps) {
  const [car, setCar] = useState<NewCar>(initial);
  const [errors, setErrors] = useState<{ plate?: string; type?: string }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const plate = normaliseCarNo(car.plate);
    const problems = {
      plate: plate ? undefined : 'Car number is required.',
      type: car.categoryName ? undefined : "Choose your car's type.",
    };
    setErrors(problems);
    if (!problems.plate && !problems.type) onSubmit({ ...car, plate });
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={pending}>
      <Field label="Car number" error={errors.plate} hint="As on the number plate, e.g. DL01AB1234.">
        {(control) => (
          <Input
            {...control}
            value={car.plate}
            onChange={(e) => setCar({ ...car, plate: e.target.value })}
            placeholder="DL01AB1234"
            autoCapitalize="characters"
            autoComplete="off"
            aria-required="true"
          />
        )}
      </Field>
      <VehicleTypeFields
        categoryName={car.categoryName}
        subName={car.subName}
        onChange={(type) => setCar({ ...car, ...type })}
        error={errors.type}
      />
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
        {pending && <Spinner />}
        {action}
      </Button>
    </form>
  );
}
