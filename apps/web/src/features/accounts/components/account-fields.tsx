import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';

type IdentityValues = { username: string; emailId: string; phone: string };
type PasswordValues = { password: string; confirmPassword: string };

// The fields every account has (SPEC.md §3), a customer's and an employee's alike, inside a FormProvider.
export function IdentityFields() {
  const { register, formState } = useFormContext<IdentityValues>();
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
    </>
  );
}

/** A new account's password, twice. */
export function PasswordFields() {
  const { register, formState } = useFormContext<PasswordValues>();
  const errors = formState.errors;
  return (
    <>
      <Field label="Password" error={errors.password?.message}>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" aria-required="true" />}
      </Field>
      <Field label="Confirm Password" error={errors.confirmPassword?.message}>
        {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" aria-required="true" />}
      </Field>
    </>
  );
}
