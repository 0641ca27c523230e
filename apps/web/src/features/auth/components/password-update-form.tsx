import { messages, type NewPasswordForm } from '@autospa/contract';
import { useState } from 'react';
import { FormStatus, type StatusTone } from '@/components/ui/form-message';
import { useSendOtp } from '../api/send-otp';
import { useUpdatePassword } from '../api/update-password';
import { NewPasswordStep } from './new-password-step';
import { SendOtpStep } from './send-otp-step';

type Status = { text: string; tone: StatusTone } | null;

type PasswordUpdateFormProps = { defaultEmail?: string; className?: string };

// The two-step OTP flow of SPEC.md §2 "Update Password screen", shared by forgot-password and the
// three signed-in Change Password screens.
export function PasswordUpdateForm({ defaultEmail = '', className }: PasswordUpdateFormProps) {
  const sendOtpMutation = useSendOtp();
  const updateMutation = useUpdatePassword();
  const [email, setEmail] = useState(defaultEmail);
  const [token, setToken] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const busy = sendOtpMutation.isPending || updateMutation.isPending;

  const showProblem = (text: string) => setStatus({ text, tone: 'error' });

  function handleSendOtp(emailId: string) {
    setEmail(emailId);
    setStatus(null);
    sendOtpMutation.mutate(emailId, {
      onSuccess: (data) => {
        if (!data.token) {
          setStatus({ text: messages.password.noToken, tone: 'error' });
          return;
        }
        setToken(data.token);
        setStatus({ text: data.message || messages.password.otpSent, tone: 'success' });
      },
      onError: () => setStatus({ text: messages.password.sendFailed, tone: 'error' }),
    });
  }

  function handleUpdate({ otp, newPassword, confirmPassword }: NewPasswordForm) {
    if (!token) return;
    setStatus(null);
    updateMutation.mutate(
      { token, otp, newPassword, confirmPassword },
      {
        onSuccess: (data) => {
          setEmail('');
          setToken(null);
          setStatus({ text: data.message || messages.password.updated, tone: 'success' });
        },
        // SPEC.md §8: the server's message is not used here.
        onError: () => setStatus({ text: messages.password.updateFailed, tone: 'error' }),
      },
    );
  }

  function handleStartOver() {
    setToken(null);
    setStatus(null);
  }

  return (
    <div className={className}>
      {token ? (
        <NewPasswordStep
          key={token}
          onSubmit={handleUpdate}
          onProblem={showProblem}
          onStartOver={handleStartOver}
          email={email}
          submitting={updateMutation.isPending}
          disabled={busy}
        />
      ) : (
        <SendOtpStep
          defaultEmail={email}
          onSubmit={handleSendOtp}
          onProblem={showProblem}
          submitting={sendOtpMutation.isPending}
          disabled={busy}
        />
      )}
      <FormStatus message={status?.text} tone={status?.tone} className="not-empty:mt-4" />
    </div>
  );
}
