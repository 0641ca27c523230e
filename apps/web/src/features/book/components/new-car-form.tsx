import { normaliseCarNo } from '@autospa/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { VehicleTypeFields } from './vehicle-type-fields';

export type NewCar = { plate: string; make: string; model: string; categoryName: string; subName: string };

type NewCarFormProps = {
  initial: NewCar;
  /** "Continue" for a guest, "Save car and continue" for a customer (the car joins its garage). */
  action: string;
  /** A customer's car is saved to its garage, which wants the make and model too. */
  withModel?: boolean;
  /** Whether the chosen type needs its SubCategory (a customer's booking does, where the type has some). */
  needsSub?: (categoryName: string) => boolean;
  pending?: boolean;
  onSubmit: (car: NewCar) => void;
};

// A car typed in on the booking page: its number and type (and for a customer's garage, make and model).
export function NewCarForm({ initial, action, withModel = false, needsSub = () => false, pending = false, onSubmit }: NewCarFormProps) {
  const [car, setCar] = useState<NewCar>(initial);
  const [errors, setErrors] = useState<Partial<Record<'plate' | 'make' | 'model' | 'type' | 'sub', string>>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const plate = normaliseCarNo(car.plate);
    const problems = {
      plate: plate ? undefined : 'Car number is required.',
      make: !withModel || car.make.trim() ? undefined : 'Make is required.',
      model: !withModel || car.model.trim() ? undefined : 'Model is required.',
      type: car.categoryName ? undefined : "Choose your car's type.",
      sub: car.categoryName && needsSub(car.categoryName) && !car.subName ? 'Choose the SubCategory.' : undefined,
    };
    setErrors(problems);
    if (Object.values(problems).every((p) => !p)) onSubmit({ ...car, plate, make: car.make.trim(), model: car.model.trim() });
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
      {withModel && (
        <div className="grid grid-cols-2 gap-4">
          <Field label="Make" error={errors.make}>
            {(control) => (
              <Input
                {...control}
                value={car.make}
                onChange={(e) => setCar({ ...car, make: e.target.value })}
                placeholder="Maruti"
                aria-required="true"
              />
            )}
          </Field>
          <Field label="Model" error={errors.model}>
            {(control) => (
              <Input
                {...control}
                value={car.model}
                onChange={(e) => setCar({ ...car, model: e.target.value })}
                placeholder="Swift"
                aria-required="true"
              />
            )}
          </Field>
        </div>
      )}
      <VehicleTypeFields
        categoryName={car.categoryName}
        subName={car.subName}
        onChange={(type) => setCar({ ...car, ...type })}
        error={errors.type}
        subRequired={needsSub}
        subError={errors.sub}
      />
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
        {pending && <Spinner />}
        {action}
      </Button>
    </form>
  );
}
