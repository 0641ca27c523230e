import { PageHeader } from '@/components/ui/page-header';
import { PasswordUpdateForm } from '@/features/auth/components/password-update-form';
import { useSession } from '@/lib/use-session';

// SPEC.md §2 Update Password screen, the same for Admin, User and Employee: the two-step OTP flow, with
// the signed-in email filled in.
export function ChangePasswordScreen() {
  const session = useSession();
  return (
    <>
      <PageHeader title="Update Password" description="Get a one-time code (OTP) by email, then choose a new password." />
      <section className="max-w-lg rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <PasswordUpdateForm defaultEmail={session?.email ?? ''} />
      </section>
    </>
  );
}
