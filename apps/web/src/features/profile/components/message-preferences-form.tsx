import { profileMessages, updateMyProfileBody, type MyProfileView, type UpdateMyProfileBody } from '@autospa/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormStatus } from '@/components/ui/form-message';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useUpdateMyProfile } from '../api/update-my-profile';
import { useSaveStatus } from './use-save-status';

type MessagePreferences = Pick<UpdateMyProfileBody, 'messageChannels' | 'language'>;

const resolver = zodResolver(updateMyProfileBody.pick({ messageChannels: true, language: true }), undefined, { raw: true });
const preferencesOf = (p: MyProfileView): MessagePreferences => ({ messageChannels: p.messageChannels, language: p.language });
const channels = [
  { value: 'sms', label: 'SMS' },
  { value: 'whatsapp', label: 'WhatsApp' },
] as const;

// Issue 19: where reminders reach the customer besides email, and in which language. No password needed.
export function MessagePreferencesForm({ profile }: { profile: MyProfileView }) {
  const form = useForm<MessagePreferences>({ resolver, defaultValues: preferencesOf(profile) });
  const mutation = useUpdateMyProfile();
  const save = useSaveStatus();
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    save.clear();
    // An unticked set of boxes reads as false in react-hook-form: send an empty list.
    const messageChannels = Array.isArray(values.messageChannels) ? values.messageChannels : [];
    mutation.mutate(
      { messageChannels, language: values.language },
      {
        onSuccess: (data) => {
          form.reset(preferencesOf(data.profile));
          save.success(data.message || profileMessages.updated);
        },
        onError: (err) => save.error(errorMessage(err, profileMessages.failedUpdate)),
      },
    );
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-busy={mutation.isPending}>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-navy">Reminders and booking messages by</legend>
        <p className="text-sm text-slate-600">Email is always on: receipts and booking mails go there.</p>
        <ul className="grid gap-2 sm:grid-cols-2">
          {channels.map((c) => (
            <li key={c.value}>
              <label className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-navy">
                <input type="checkbox" value={c.value} {...form.register('messageChannels')} className="size-5 accent-teal" />
                {c.label}
              </label>
            </li>
          ))}
        </ul>
        {errors.messageChannels?.message && <p className="text-sm font-medium text-danger">{errors.messageChannels.message}</p>}
      </fieldset>
      <Field label="Language" error={errors.language?.message}>
        {(control) => (
          <Select {...control} {...form.register('language')}>
            <option value="en">English</option>
            <option value="hi" lang="hi">
              हिन्दी
            </option>
          </Select>
        )}
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={mutation.isPending} className="sm:min-w-36">
          {mutation.isPending && <Spinner />}
          {mutation.isPending ? 'Saving...' : 'Save Messages'}
        </Button>
        <FormStatus message={save.status?.text} tone={save.status?.tone} />
      </div>
    </form>
  );
}
