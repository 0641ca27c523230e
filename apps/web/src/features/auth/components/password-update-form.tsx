import { messages } from '@autospa/contract';
import { useState } from 'react';
import { FormStatus, type StatusTone } from '@/components/ui/form-message';
import { useSendOtp } from '../api/send-otp';
import { useUpdatePassword } from '../api/update-password';
import { NewPasswordStep, type NewPasswordValues } from './new-password-step';
import { SendOtpStep } from './send-otp-step';

type Status = { text: string; tone: StatusTone } | null;

const emptyPasswords: NewPasswordValues = { otp: '', newPassword: '', confirmPassword: '' };

type PasswordUpdateFormProps = { defaultEmail?: string; className?: string };

// The two-step OTP flow of SPEC.md §2 "Update Password screen", shared by forgot-password and the
// three signed-in Change Password screens.
export function PasswordUpdateForm({ defaultEmail = '', className }: PasswordUpdateFormProps) {
  const sendOtpMutation = useSendOtp();
  const updateMutation = useUpdatePassword();
  const [email, setEmail] = useState(defaultEmail);
  const [token, setToken] = useState<string | null>(null);
  const [values, setValues] = useState<NewPasswordValues>(emptyPasswords);
  const [status, setStatus] = useState<Status>(null);
  const busy = sendOtpMutation.isPending || updateMutation.isPending;

  function handleSendOtp() {
    const emailId = email.trim();
    if (!emailId) {
      setStatus({ text: messages.password.enterEmail, tone: 'error' });
      return;
    }
    setStatus(null);
    sendOtpMutation.mutate(emailId, {
      onSuccess: (data) => {
        if (!data.token) {
          setStatus({ text: messages.password.noToken, tone: 'error' });
          return;
        }
        setToken(data.token);
        setValues(emptyPasswords);
        setStatus({ text: data.message || messages.password.otpSent, tone: 'success' });
      },
      onError: () => setStatus({ text: messages.password.sendFailed, tone: 'error' }),
    });
  }

  function handleUpdate() {
    if (!token) return;
    const { otp, newPassword, confirmPassword } = values;
    if (!otp || !newPassword || !confirmPassword) {
      setStatus({ text: messages.password.fillAllFields, tone: 'error' });
      return;
    }
    if (newPassword !== confirmPassword) {
      setStatus({ text: messages.password.passwordsDoNotMatch, tone: 'error' });
      return;
    }
    setStatus(null);
    updateMutation.mutate(
      { token, otp, newPassword, confirmPassword },
      {
        onSuccess: (data) => {
          setEmail('');
          setToken(null);
          setValues(emptyPasswords);
          setStatus({ text: data.message || messages.password.updated, tone: 'success' });
        },
        // SPEC.md §8: the server's message is not used here.
        onError: () => setStatus({ text: messages.password.updateFailed, tone: 'error' }),
      },
    );
  }

  function handleStartOver() {
    setToken(null);
    setValues(emptyPasswords);
    setStatus(null);
  }

  return (
    <div className={className}>
      {token ? (
        <NewPasswordStep
          values={values}
          onChange={setValues}
          onSubmit={handleUpdate}
          onStartOver={handleStartOver}
          email={email.trim()}
          submitting={updateMutation.isPending}
          disabled={busy}
        />
      ) : (
        <SendOtpStep
          email={email}
          onEmailChange={setEmail}
          onSubmit={handleSendOtp}
          submitting={sendOtpMutation.isPending}
          disabled={busy}
        />
      )}
      <FormStatus message={status?.text} tone={status?.tone} className="not-empty:mt-4" />
    </div>
  );
}
