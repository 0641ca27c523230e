import { createVehicleBody, vehicleMessages, type CreateVehicleBody, type VehicleView } from '@autospa/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { toast } from 'sonner';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useControlledForm } from '@/lib/use-controlled-form';
import { useSaveVehicle } from '../api/save-vehicle';
import { useVehicleTypes } from '../api/get-vehicle-types';

// The form checks the very schema the server uses; raw: the server receives (and normalises) what was typed.
const resolver = zodResolver(createVehicleBody, undefined, { raw: true });

const valuesOf = (v: VehicleView | null): CreateVehicleBody => ({
  plate: v?.plate ?? '',
  make: v?.make ?? '',
  model: v?.model ?? '',
  categoryName: v?.category?.name ?? '',
  subName: v?.subCategory?.subName ?? '',
  colour: v?.colour ?? '',
  parkingNote: v?.parkingNote ?? '',
});

type VehicleFormProps = { vehicle: VehicleView | null; onDone: () => void };

// Add a vehicle (vehicle null) or change one: plate, make and model, type from the catalog, colour, parking note.
export function VehicleForm({ vehicle, onDone }: VehicleFormProps) {
  const save = useSaveVehicle();
  const types = useVehicleTypes();
  const { form, values, set, errors } = useControlledForm(resolver, valuesOf(vehicle));
  const [error, setError] = useState<string | null>(null);
  const subs = types.data?.find((c) => c.name === values.categoryName)?.subCategory ?? [];
  const adding = vehicle === null;

  const onSubmit = form.handleSubmit((body) => {
    setError(null);
    save.mutate(
      { ...(vehicle && { id: vehicle._id }), body },
      {
        onSuccess: (data) => {
          toast.success(data.message || (adding ? vehicleMessages.created : vehicleMessages.updated));
          onDone();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409 && err.serverMessage === vehicleMessages.duplicatePlate)
            form.setError('plate', { message: err.serverMessage }, { shouldFocus: true });
          else setError(errorMessage(err, vehicleMessages.failedSave));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-busy={save.isPending}>
      <FormAlert message={error ?? (types.isError ? vehicleMessages.failedTypes : null)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field label="Plate" error={errors.plate} hint="For example DL01AB1234. Spaces and dashes are removed for you.">
            {(control) => (
              <Input
                {...control}
                {...form.register('plate')}
                placeholder="DL01AB1234"
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                aria-required="true"
              />
            )}
          </Field>
        </div>
        <Field label="Make" error={errors.make}>
          {(control) => <Input {...control} {...form.register('make')} placeholder="Maruti" autoComplete="off" aria-required="true" />}
        </Field>
        <Field label="Model" error={errors.model}>
          {(control) => <Input {...control} {...form.register('model')} placeholder="Swift" autoComplete="off" aria-required="true" />}
        </Field>
        <Field label="Vehicle type" error={errors.categoryName}>
          {(control) => (
            <Select
              {...control}
              value={values.categoryName}
              onChange={(e) => {
                set('categoryName', e.target.value);
                set('subName', '');
              }}
              aria-required="true"
              disabled={types.isPending}
            >
              <option value="">{types.isPending ? 'Loading types...' : 'Select vehicle type'}</option>
              {types.data?.map((c) => (
                <option key={c._id} value={c.name}>
                  {c.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="SubCategory (optional)" error={errors.subName}>
          {(control) => (
            <Select {...control} value={values.subName ?? ''} onChange={(e) => set('subName', e.target.value)} disabled={subs.length === 0}>
              <option value="">{values.categoryName && subs.length === 0 ? 'None for this type' : 'None'}</option>
              {subs.map((s) => (
                <option key={s._id} value={s.subName}>
                  {s.subName}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field label="Colour (optional)" error={errors.colour}>
            {(control) => <Input {...control} {...form.register('colour')} placeholder="Pearl white" autoComplete="off" />}
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field
            label="Parking note (optional)"
            error={errors.parkingNote}
            hint="Where our team finds the car, e.g. Basement B2, pillar 14."
          >
            {(control) => <Textarea {...control} {...form.register('parkingNote')} rows={3} />}
          </Field>
        </div>
      </div>
      <DialogFormActions
        pending={save.isPending}
        submitLabel={adding ? 'Add vehicle' : 'Save'}
        pendingLabel={adding ? 'Adding...' : 'Saving...'}
      />
    </form>
  );
}
