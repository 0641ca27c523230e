import { addCarsForm, profileMessages, type MyProfileView } from '@autospa/contract';
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

export const alreadyOnProfile = 'This car is already on your profile.';

// Adds one or more car numbers (comma separated) to the customer's own list, checked by the contract's rule.
export function AddCarForm({ profile }: { profile: MyProfileView }) {
  const mutation = useUpdateMyProfile();
  const save = useSaveStatus();
  const form = useForm({ resolver: zodResolver(addCarsForm), defaultValues: { carNo: '' } });
  const fieldError = form.formState.errors.carNo?.message;

  const onSubmit = form.handleSubmit(
    ({ carNo }) => {
      save.clear();
      const added = carNo.filter((car) => !profile.carNo.includes(car));
      if (added.length === 0) {
        form.setError('carNo', { message: alreadyOnProfile });
        return;
      }
      mutation.mutate(
        { carNo: [...profile.carNo, ...added].join(',') },
        {
          onSuccess: () => {
            form.reset({ carNo: '' });
            save.success(`${added.join(', ')} added to your profile.`);
          },
          onError: (err) => save.error(errorMessage(err, profileMessages.failedUpdate)),
        },
      );
    },
    () => save.clear(),
  );

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4" aria-busy={mutation.isPending}>
      <Field label="Car Number" error={fieldError} hint="For example DL01AB1234. Spaces are removed for you.">
        {(control) => (
          <Input {...control} {...form.register('carNo')} placeholder="DL01AB1234" autoCapitalize="characters" autoComplete="off" />
        )}
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={mutation.isPending} className="sm:min-w-32">
          {mutation.isPending && <Spinner />}
          {mutation.isPending ? 'Adding...' : 'Add Car'}
        </Button>
        <FormStatus message={save.status?.text} tone={save.status?.tone} />
      </div>
    </form>
  );
}
