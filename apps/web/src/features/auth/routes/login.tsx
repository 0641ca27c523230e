import { dashboardFor, routes } from '@autospa/contract';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { TextLink } from '@/components/ui/text-link';
import { safeNext, withNext } from '@/lib/next-path';
import { useSession } from '@/lib/use-session';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

const AppToaster = lazy(() => import('@/components/ui/app-toaster').then((m) => ({ default: m.AppToaster })));

export function LoginRoute() {
  const session = useSession();
  // ?next=: where the visitor was going (the booking it started, say), kept across sign-in and register.
  const next = safeNext(useSearchParams()[0].get('next'));
  // A toast lives in the page's memory: only a visitor who came from another screen of this visit can bring one
  // (the signed-in area's "session expired"). A fresh load (key "default") has none and does not load sonner.
  const cameFromAnotherScreen = useLocation().key !== 'default';
  if (session) return <Navigate to={next ?? dashboardFor(session.typeOfUser)} replace />;
  return (
    <>
      <AuthCard
        title="Sign In"
        description="Welcome back. Sign in to book a wash and manage your account."
        footer={
          <>
            New to Auto Spa? <TextLink to={withNext(routes.register, next)}>Create an account</TextLink>
          </>
        }
      >
        <LoginForm />
      </AuthCard>
      {cameFromAnotherScreen && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </>
  );
}
