import { profileMessages, updateMyProfileBody, type MyProfileView, type UpdateMyProfileBody } from '@autospa/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormStatus } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useUpdateMyProfile } from '../api/update-my-profile';
import { useSaveStatus } from './use-save-status';

const resolver = zodResolver(updateMyProfileBody, undefined, { raw: true });
const contactOf = (p: MyProfileView): UpdateMyProfileBody => ({
  username: p.username,
  emailId: p.emailId,
  phone: p.phone,
  currentPassword: '',
});

// The server's answers that are about the password field rather than the whole form.
const passwordProblems: string[] = [profileMessages.currentPasswordRequired, profileMessages.currentPasswordWrong];

/**
 * A customer's own username, email and phone. These sign the person in and receive its reset codes, so changing
 * any of them asks for the current password (the server insists; the form asks first).
 */
export function ContactForm({ profile }: { profile: MyProfileView }) {
  const form = useForm<UpdateMyProfileBody>({ resolver, defaultValues: contactOf(profile) });
  const mutation = useUpdateMyProfile();
  const save = useSaveStatus();
  const errors = form.formState.errors;
  const [username, emailId, phone] = form.watch(['username', 'emailId', 'phone']);
  const signInDetailsChanged =
    username?.trim() !== profile.username || emailId?.trim().toLowerCase() !== profile.emailId || phone?.trim() !== profile.phone;

  const onSubmit = form.handleSubmit(({ currentPassword, ...values }) => {
    save.clear();
    if (signInDetailsChanged && !currentPassword) {
      form.setError('currentPassword', { message: profileMessages.currentPasswordRequired }, { shouldFocus: true });
      return;
    }
    mutation.mutate(signInDetailsChanged ? { ...values, currentPassword } : values, {
      onSuccess: (data) => {
        form.reset(contactOf(data.profile));
        save.success(data.message || profileMessages.updated);
      },
      onError: (err) => {
        const message = errorMessage(err, profileMessages.failedUpdate);
        if (err instanceof ApiError && passwordProblems.includes(message))
          form.setError('currentPassword', { message }, { shouldFocus: true });
        else save.error(message);
      },
    });
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-busy={mutation.isPending}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Username" error={errors.username?.message}>
          {(control) => <Input {...control} {...form.register('username')} autoComplete="username" autoCapitalize="none" />}
        </Field>
        <Field label="Email" error={errors.emailId?.message}>
          {(control) => <Input {...control} {...form.register('emailId')} type="email" autoComplete="email" />}
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          {(control) => <Input {...control} {...form.register('phone')} type="tel" inputMode="numeric" autoComplete="tel-national" />}
        </Field>
        {signInDetailsChanged && (
          <Field
            label="Current Password"
            error={errors.currentPassword?.message}
            hint="Needed to change your username, email or phone. We will tell your current email address."
          >
            {(control) => <PasswordInput {...control} {...form.register('currentPassword')} autoComplete="current-password" />}
          </Field>
        )}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={mutation.isPending} className="sm:min-w-36">
          {mutation.isPending && <Spinner />}
          {mutation.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
        <FormStatus message={save.status?.text} tone={save.status?.tone} />
      </div>
    </form>
  );
}
