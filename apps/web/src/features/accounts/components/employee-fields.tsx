import { GENDERS, INDIAN_STATES, type CreateEmployeeBody } from '@autospa/contract';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { IdentityFields, PasswordFields } from './account-fields';

const today = () => new Date().toISOString().slice(0, 10);

// An employee's fields (SPEC.md §3 Employee), inside a react-hook-form FormProvider.
export function EmployeeFields({ withPasswords = true }: { withPasswords?: boolean }) {
  const { register, formState } = useFormContext<CreateEmployeeBody>();
  const errors = formState.errors;
  const statesId = useId();
  return (
    <>
      <IdentityFields />
      <Field label="Gender" error={errors.gender?.message}>
        {(control) => (
          <Select {...control} {...register('gender')} aria-required="true">
            <option value="">Select gender</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Date of Birth" error={errors.dateOfBirth?.message}>
        {(control) => <Input {...control} {...register('dateOfBirth')} type="date" max={today()} aria-required="true" />}
      </Field>
      <Field label="Country" error={errors.country?.message}>
        {(control) => <Input {...control} {...register('country')} autoComplete="off" aria-required="true" />}
      </Field>
      <Field label="State" error={errors.state?.message}>
        {(control) => (
          <>
            <Input {...control} {...register('state')} list={statesId} autoComplete="off" aria-required="true" />
            <datalist id={statesId}>
              {INDIAN_STATES.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <Field label="Pincode" error={errors.pincode?.message}>
        {(control) => <Input {...control} {...register('pincode')} inputMode="numeric" autoComplete="off" aria-required="true" />}
      </Field>
      {withPasswords && <PasswordFields />}
    </>
  );
}
