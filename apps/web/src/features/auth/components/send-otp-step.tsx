import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

type SendOtpStepProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
  submitting: boolean;
  disabled: boolean;
};

export function SendOtpStep({ email, onEmailChange, onSubmit, submitting, disabled }: SendOtpStepProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!disabled) onSubmit();
  }
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" aria-busy={submitting}>
      <Field label="Email Address" hint="We will email you a one-time code (OTP).">
        {(control) => (
          <Input
            {...control}
            name="emailId"
            type="email"
            autoComplete="email"
            aria-required="true"
            value={email}
            onChange={(e) => onEmailChange(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={disabled}>
        {submitting && <Spinner />}
        {submitting ? 'Sending...' : 'Send OTP'}
      </Button>
    </form>
  );
}
