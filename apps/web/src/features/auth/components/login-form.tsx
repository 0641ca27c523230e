import { dashboardFor, routes, type LoginForm } from '@autospa/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { lazyResolver } from '@/lib/lazy-resolver';
import { safeNext } from '@/lib/next-path';
import { saveSession } from '@/lib/session';
import { interpretLogin, loginErrorMessage, useLogin } from '../api/login';

// The contract's login schema, loaded with zod when the visitor first focuses the form (the page's first load
// stays without them: 15 KiB gzip).
const resolver = lazyResolver<LoginForm>(() => import('./login-resolver').then((m) => m.loginResolver));

export function LoginForm() {
  const navigate = useNavigate();
  const next = safeNext(useSearchParams()[0].get('next'));
  const loginMutation = useLogin();
  const form = useForm<LoginForm>({
    resolver,
    defaultValues: { identifier: '', password: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [error, setError] = useState<string | null>(null);
  const submitting = loginMutation.isPending;
  const { errors } = form.formState;
  const problem = errors.identifier?.message ?? errors.password?.message;

  const onSubmit = form.handleSubmit((values) => {
    if (submitting) return;
    setError(null);
    loginMutation.mutate(values, {
      onSuccess: (response) => {
        const outcome = interpretLogin(response);
        if (!outcome.ok) {
          setError(outcome.message);
          return;
        }
        saveSession(outcome.session);
        void navigate(next ?? dashboardFor(outcome.session.typeOfUser), { replace: true });
      },
      onError: (err) => setError(loginErrorMessage(err)),
    });
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} onFocus={resolver.preload} className="space-y-5" aria-busy={submitting}>
      <FormAlert message={problem ?? error} />
      <Field label="Username, email or phone">
        {(control) => (
          <Input
            {...control}
            {...form.register('identifier')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            aria-required="true"
          />
        )}
      </Field>
      <div className="space-y-1.5">
        <Field label="Password">
          {(control) => <PasswordInput {...control} {...form.register('password')} autoComplete="current-password" aria-required="true" />}
        </Field>
        <div className="flex justify-end">
          <TextLink to={routes.forgotPassword} className="text-sm">
            Forgot Password
          </TextLink>
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting && <Spinner />}
        {submitting ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
