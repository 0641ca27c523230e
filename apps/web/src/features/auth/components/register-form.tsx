import { createUserBody, dashboardFor, messages, routes, type CreateUserBody } from '@autospa/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert, FormStatus } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { safeNext } from '@/lib/next-path';
import { saveSession } from '@/lib/session';
import { interpretLogin } from '../api/login';
import { registerErrorMessage, useRegisterUser } from '../api/register';

export const REDIRECT_DELAY_MS = 1500; // SPEC.md §9

const emptyForm: CreateUserBody = { username: '', emailId: '', phone: '', carNo: '', password: '', confirmPassword: '' };

export function RegisterForm() {
  const navigate = useNavigate();
  const next = safeNext(useSearchParams()[0].get('next'));
  const registerMutation = useRegisterUser();
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // raw: the server parses the same schema, so it receives what the person typed.
  const form = useForm<CreateUserBody>({
    resolver: zodResolver(createUserBody, undefined, { raw: true }),
    defaultValues: emptyForm,
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const submitting = registerMutation.isPending;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Called as `void onSubmit(e)`: a form event cannot wait, and the mutation's callbacks handle the outcome.
  const onSubmit = handleSubmit((values) => {
    setError(null);
    setSuccess(null);
    registerMutation.mutate(values, {
      onSuccess: (response) => {
        if (response.status !== 200 && response.status !== 201) {
          setError(messages.create.unexpectedResponse);
          return;
        }
        // Registering signs the customer in (issue 16) and goes on where it was going, else to its dashboard.
        const signedIn = interpretLogin({ status: 200, data: response.data });
        if (signedIn.ok) {
          saveSession(signedIn.session);
          toast.success(messages.create.registered);
          void navigate(next ?? dashboardFor(signedIn.session.typeOfUser), { replace: true });
          return;
        }
        setSuccess(messages.create.registered);
        form.reset(emptyForm);
        timer.current = window.setTimeout(() => void navigate(routes.login), REDIRECT_DELAY_MS);
      },
      onError: (err) => setError(registerErrorMessage(err)),
    });
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-busy={submitting}>
      <FormAlert message={error} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Username" error={errors.username?.message}>
          {(control) => <Input {...control} {...register('username')} autoComplete="username" autoCapitalize="none" />}
        </Field>
        <Field label="Email" error={errors.emailId?.message}>
          {(control) => <Input {...control} {...register('emailId')} type="email" autoComplete="email" />}
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          {(control) => <Input {...control} {...register('phone')} type="tel" inputMode="numeric" autoComplete="tel-national" />}
        </Field>
        <Field label="Car Number" error={errors.carNo?.message}>
          {(control) => (
            <Input {...control} {...register('carNo')} placeholder="DL01AB1234" autoCapitalize="characters" autoComplete="off" />
          )}
        </Field>
        <Field label="Password" error={errors.password?.message}>
          {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
        </Field>
        <Field label="Confirm Password" error={errors.confirmPassword?.message}>
          {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />}
        </Field>
      </div>
      <div>
        <Button type="submit" size="lg" className="w-full" disabled={submitting || success !== null}>
          {submitting && <Spinner />}
          {submitting ? 'Registering...' : 'Register'}
        </Button>
        <FormStatus message={success} tone="success" className="not-empty:mt-3" />
      </div>
    </form>
  );
}
