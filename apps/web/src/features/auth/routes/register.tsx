import { routes } from '@autospa/contract';
import { TextLink } from '@/components/ui/text-link';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

export function RegisterRoute() {
  return (
    <AuthCard
      wide
      title="Create an account"
      description="Register once, then book a wash in a few taps."
      footer={
        <>
          Already have an account? <TextLink to={routes.login}>Sign In</TextLink>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
