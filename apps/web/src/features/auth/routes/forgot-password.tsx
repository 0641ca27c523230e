import { routes } from '@autospa/contract';
import { TextLink } from '@/components/ui/text-link';
import { AuthCard } from '../components/auth-card';
import { PasswordUpdateForm } from '../components/password-update-form';

export function ForgotPasswordRoute() {
  return (
    <AuthCard
      title="Update Password"
      pageTitle="Forgot Password"
      description="Get a one-time code by email, then choose a new password."
      footer={<TextLink to={routes.login}>Back to Sign In</TextLink>}
    >
      <PasswordUpdateForm />
    </AuthCard>
  );
}
