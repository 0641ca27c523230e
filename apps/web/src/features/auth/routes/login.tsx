import { dashboardFor, routes } from '@autospa/contract';
import { Navigate, useLocation } from 'react-router';
import { TextLink } from '@/components/ui/text-link';
import { nextPath } from '@/lib/next-path';
import { useSession } from '@/lib/use-session';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export function LoginRoute() {
  const session = useSession();
  const { search } = useLocation();
  const next = nextPath(search);
  if (session) return <Navigate to={next ?? dashboardFor(session.typeOfUser)} replace />;
  return (
    <AuthCard
      title="Sign In"
      description="Welcome back. Sign in to book a wash and manage your account."
      footer={
        <>
          New to Auto Spa?{' '}
          <TextLink to={next ? `${routes.register}?${new URLSearchParams({ next }).toString()}` : routes.register}>
            Create an account
          </TextLink>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
