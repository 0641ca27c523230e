import { dashboardFor, messages, routes } from '@autospa/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { saveSession } from '@/lib/session';
import { interpretLogin, loginErrorMessage, useLogin } from '../api/login';

export function LoginForm() {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submitting = loginMutation.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!identifier.trim() || !password) {
      setError(messages.login.fillAllFields);
      return;
    }
    setError(null);
    loginMutation.mutate(
      { identifier, password },
      {
        onSuccess: (response) => {
          const outcome = interpretLogin(response);
          if (!outcome.ok) {
            setError(outcome.message);
            return;
          }
          saveSession(outcome.session);
          void navigate(dashboardFor(outcome.session.typeOfUser), { replace: true });
        },
        onError: (err) => setError(loginErrorMessage(err)),
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" aria-busy={submitting}>
      <FormAlert message={error} />
      <Field label="Username, email or phone">
        {(control) => (
          <Input
            {...control}
            name="identifier"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            aria-required="true"
            value={identifier}
            onChange={(e) => setIdentifier(e.target.value)}
          />
        )}
      </Field>
      <div className="space-y-1.5">
        <Field label="Password">
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="current-password"
              aria-required="true"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
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
