import { useEffect, useRef, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';

export type NewPasswordValues = { otp: string; newPassword: string; confirmPassword: string };

type NewPasswordStepProps = {
  values: NewPasswordValues;
  onChange: (values: NewPasswordValues) => void;
  onSubmit: () => void;
  onStartOver: () => void;
  email: string;
  submitting: boolean;
  disabled: boolean;
};

export function NewPasswordStep({ values, onChange, onSubmit, onStartOver, email, submitting, disabled }: NewPasswordStepProps) {
  const otpRef = useRef<HTMLInputElement>(null);
  useEffect(() => otpRef.current?.focus(), []); // the step replaces the email form; keep the keyboard user in place

  const set = (key: keyof NewPasswordValues, value: string) => onChange({ ...values, [key]: value });
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!disabled) onSubmit();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" aria-busy={submitting}>
      {email && (
        <p className="text-sm text-slate-600">
          Enter the code sent to <span className="font-medium break-all text-navy">{email}</span> and choose a new password.
        </p>
      )}
      {/* Digits only, at most 6: a pasted '123 456' still works. */}
      <Field label="OTP">
        {(control) => (
          <Input
            {...control}
            ref={otpRef}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            aria-required="true"
            value={values.otp}
            onChange={(e) => set('otp', e.target.value.replace(/\D/g, '').slice(0, 6))}
          />
        )}
      </Field>
      <Field label="New Password">
        {(control) => (
          <PasswordInput
            {...control}
            name="newPassword"
            autoComplete="new-password"
            aria-required="true"
            value={values.newPassword}
            onChange={(e) => set('newPassword', e.target.value)}
          />
        )}
      </Field>
      <Field label="Confirm Password">
        {(control) => (
          <PasswordInput
            {...control}
            name="confirmPassword"
            autoComplete="new-password"
            aria-required="true"
            value={values.confirmPassword}
            onChange={(e) => set('confirmPassword', e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={disabled}>
        {submitting && <Spinner />}
        {submitting ? 'Updating...' : 'Update Password'}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onStartOver} disabled={disabled}>
        Use a different email
      </Button>
    </form>
  );
}
