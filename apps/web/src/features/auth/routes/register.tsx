import { routes } from '@autospa/contract';
import { useSearchParams } from 'react-router';
import { TextLink } from '@/components/ui/text-link';
import { safeNext, withNext } from '@/lib/next-path';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

export function RegisterRoute() {
  const next = safeNext(useSearchParams()[0].get('next'));
  return (
    <AuthCard
      wide
      title="Create an account"
      description="Register once, then book a wash in a few taps."
      footer={
        <>
          Already have an account? <TextLink to={withNext(routes.login, next)}>Sign In</TextLink>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
