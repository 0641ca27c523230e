import { dashboardFor, routes } from '@autospa/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { safeNext } from '@/lib/next-path';
import { saveSession } from '@/lib/session';

// The check and the sign-in call (with zod and the contract's schema), loaded when the visitor first focuses
// the form: the sign-in page's first load stays without them. Two uncontrolled fields read on submit need no
// form library either (docs/spec-deviations.md, issue 18).
let loading: Promise<typeof import('./login-submit')> | undefined;
const loadSubmit = () => (loading ??= import('./login-submit'));

export function LoginForm() {
  const navigate = useNavigate();
  const next = safeNext(useSearchParams()[0].get('next'));
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A second submit while the first is still loading its code or waiting for the answer is ignored.
  const busy = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const values = { identifier: text('identifier'), password: text('password') };
    try {
      const { loginProblem, signIn } = await loadSubmit();
      const problem = loginProblem(values);
      if (problem) {
        setError(problem);
        return;
      }
      setError(null);
      setSubmitting(true);
      const outcome = await signIn(values);
      if (!outcome.ok) {
        setSubmitting(false);
        setError(outcome.message);
        return;
      }
      saveSession(outcome.session);
      void navigate(next ?? dashboardFor(outcome.session.typeOfUser), { replace: true });
    } finally {
      busy.current = false;
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} onFocus={() => void loadSubmit()} className="space-y-5" aria-busy={submitting}>
      <FormAlert message={error} />
      <Field label="Username, email or phone">
        {(control) => (
          <Input {...control} name="identifier" autoComplete="username" autoCapitalize="none" spellCheck={false} aria-required="true" />
        )}
      </Field>
      <div className="space-y-1.5">
        <Field label="Password">
          {(control) => <PasswordInput {...control} name="password" autoComplete="current-password" aria-required="true" />}
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
