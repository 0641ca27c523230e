import type { CreateUserBody } from '@autospa/contract';
import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';

// A customer's fields (SPEC.md §3 User create payload), inside a react-hook-form FormProvider.
export function UserFields({ withPasswords = true }: { withPasswords?: boolean }) {
  const { register, formState } = useFormContext<CreateUserBody>();
  const errors = formState.errors;
  return (
    <>
      <Field label="Username" error={errors.username?.message}>
        {(control) => <Input {...control} {...register('username')} autoComplete="off" autoCapitalize="none" aria-required="true" />}
      </Field>
      <Field label="Email" error={errors.emailId?.message}>
        {(control) => <Input {...control} {...register('emailId')} type="email" autoComplete="off" aria-required="true" />}
      </Field>
      <Field label="Phone" error={errors.phone?.message}>
        {(control) => <Input {...control} {...register('phone')} type="tel" inputMode="numeric" autoComplete="off" aria-required="true" />}
      </Field>
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
      {withPasswords && (
        <>
          <Field label="Password" error={errors.password?.message}>
            {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" aria-required="true" />}
          </Field>
          <Field label="Confirm Password" error={errors.confirmPassword?.message}>
            {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" aria-required="true" />}
          </Field>
        </>
      )}
    </>
  );
}
