import { SERVICE_STATUSES, type CreateServiceBody } from '@autospa/contract';
import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

// A service's fields (SPEC.md §3 Service), inside a react-hook-form FormProvider. The status is chosen in
// the edit popup; a new service starts Active.
export function ServiceFields({ withStatus = false }: { withStatus?: boolean }) {
  const { register, formState } = useFormContext<CreateServiceBody>();
  const errors = formState.errors;
  return (
    <>
      <div className="sm:col-span-2">
        <Field label="Service Name" error={errors.serviceName?.message}>
          {(control) => <Input {...control} {...register('serviceName')} autoComplete="off" aria-required="true" />}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field label="Description" error={errors.description?.message}>
          {(control) => <Textarea {...control} {...register('description')} rows={3} aria-required="true" />}
        </Field>
      </div>
      <Field label="Price" error={errors.price?.message} hint="With an amount, like 2000 rs">
        {(control) => <Input {...control} {...register('price')} placeholder="2000 rs" autoComplete="off" aria-required="true" />}
      </Field>
      <Field label="Time" error={errors.time?.message} hint="How long it takes, like 30 min or 1 hr">
        {(control) => <Input {...control} {...register('time')} placeholder="30 min" autoComplete="off" aria-required="true" />}
      </Field>
      <Field label="SAC code" error={errors.sacCode?.message} hint="Printed on tax invoices; 998714 is car cleaning and repair.">
        {(control) => <Input {...control} {...register('sacCode')} inputMode="numeric" autoComplete="off" placeholder="998714" />}
      </Field>
      <Field label="Deposit %" error={errors.depositPercent?.message} hint="Paid online to hold the slot (0 to 100); 0 for none.">
        {(control) => (
          <Input
            {...control}
            {...register('depositPercent', { valueAsNumber: true })}
            type="number"
            min={0}
            max={100}
            step={1}
            inputMode="numeric"
          />
        )}
      </Field>
      {withStatus && (
        <Field label="Status" error={errors.status?.message} hint="Inactive services cannot be booked.">
          {(control) => (
            <Select {...control} {...register('status')}>
              {SERVICE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
    </>
  );
}
