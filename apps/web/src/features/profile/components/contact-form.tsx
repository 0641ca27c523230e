import { profileMessages, updateMyProfileBody, type MyProfileView, type UpdateMyProfileBody } from '@autospa/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormStatus } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useUpdateMyProfile } from '../api/update-my-profile';
import { useSaveStatus } from './use-save-status';

const resolver = zodResolver(updateMyProfileBody, undefined, { raw: true });
const contactOf = (p: MyProfileView): UpdateMyProfileBody => ({ username: p.username, emailId: p.emailId, phone: p.phone });

// A customer's own username, email and phone; a clash with another account answers with the server's 409 message.
export function ContactForm({ profile }: { profile: MyProfileView }) {
  const form = useForm<UpdateMyProfileBody>({ resolver, defaultValues: contactOf(profile) });
  const mutation = useUpdateMyProfile();
  const save = useSaveStatus();
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    save.clear();
    mutation.mutate(values, {
      onSuccess: (data) => {
        form.reset(contactOf(data.profile));
        save.success(data.message || profileMessages.updated);
      },
      onError: (err) => save.error(errorMessage(err, profileMessages.failedUpdate)),
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
