import { sendOtpForm, type SendOtpForm } from '@autospa/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { firstProblem } from './first-problem';

type SendOtpStepProps = {
  defaultEmail: string;
  onSubmit: (email: string) => void;
  /** The form's one message when a field is missing; shown in the screen's status line. */
  onProblem: (message: string) => void;
  submitting: boolean;
  disabled: boolean;
};

export function SendOtpStep({ defaultEmail, onSubmit, onProblem, submitting, disabled }: SendOtpStepProps) {
  const form = useForm<SendOtpForm>({
    resolver: zodResolver(sendOtpForm),
    defaultValues: { emailId: defaultEmail },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const handleSubmit = form.handleSubmit(
    ({ emailId }) => {
      if (!disabled) onSubmit(emailId);
    },
    (errors) => onProblem(firstProblem(errors, ['emailId'])),
  );
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(e)} className="space-y-5" aria-busy={submitting}>
      <Field label="Email Address" hint="We will email you a one-time code (OTP).">
        {(control) => <Input {...control} {...form.register('emailId')} type="email" autoComplete="email" aria-required="true" />}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={disabled}>
        {submitting && <Spinner />}
        {submitting ? 'Sending...' : 'Send OTP'}
      </Button>
    </form>
  );
}
