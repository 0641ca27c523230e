import type { CreateUserBody } from '@autospa/contract';
import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { IdentityFields, PasswordFields } from './account-fields';

// A customer's fields (SPEC.md §3 User create payload), inside a react-hook-form FormProvider.
export function UserFields({ withPasswords = true }: { withPasswords?: boolean }) {
  const { register, formState } = useFormContext<CreateUserBody>();
  const errors = formState.errors;
  return (
    <>
      <IdentityFields />
      <Field label="Car Number" error={errors.carNo?.message} hint={withPasswords ? undefined : 'Separate several cars with commas.'}>
        {(control) => (
          <Input
            {...control}
            {...register('carNo')}
            placeholder="DL01AB1234"
            autoCapitalize="characters"
            autoComplete="off"
            aria-required="true"
          />
        )}
      </Field>
      {withPasswords && <PasswordFields />}
    </>
  );
}
