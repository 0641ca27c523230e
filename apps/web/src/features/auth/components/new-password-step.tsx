import { newPasswordForm, type NewPasswordForm } from '@autospa/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { firstProblem } from './first-problem';

type NewPasswordStepProps = {
  onSubmit: (values: NewPasswordForm) => void;
  /** The form's one message when a field is missing or the passwords differ; shown in the screen's status line. */
  onProblem: (message: string) => void;
  onStartOver: () => void;
  email: string;
  submitting: boolean;
  disabled: boolean;
};

const empty: NewPasswordForm = { otp: '', newPassword: '', confirmPassword: '' };

export function NewPasswordStep({ onSubmit, onProblem, onStartOver, email, submitting, disabled }: NewPasswordStepProps) {
  // raw: the passwords go out exactly as typed.
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordForm, undefined, { raw: true }),
    defaultValues: empty,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  useEffect(() => form.setFocus('otp'), [form]); // the step replaces the email form; keep the keyboard user in place

  const handleSubmit = form.handleSubmit(
    (values) => {
      if (!disabled) onSubmit(values);
    },
    (errors) => onProblem(firstProblem(errors, ['otp', 'newPassword', 'confirmPassword'])),
  );
  const otp = form.register('otp');

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(e)} className="space-y-5" aria-busy={submitting}>
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
            {...otp}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            aria-required="true"
            onChange={(e) => {
              e.target.value = e.target.value.replace(/\D/g, '').slice(0, 6);
              void otp.onChange(e);
            }}
          />
        )}
      </Field>
      <Field label="New Password">
        {(control) => <PasswordInput {...control} {...form.register('newPassword')} autoComplete="new-password" aria-required="true" />}
      </Field>
      <Field label="Confirm Password">
        {(control) => <PasswordInput {...control} {...form.register('confirmPassword')} autoComplete="new-password" aria-required="true" />}
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
