import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useUpdateAccount, type AccountUpdate } from '../api/update-account';

type EditAccountFormProps<B extends FieldValues> = {
  resolver: Resolver<B>;
  defaults: B;
  children: ReactNode;
  toChange: (values: B) => AccountUpdate;
  texts: { success: string; failure: string };
  onDone: () => void;
};

// An edit popup's form (SPEC.md §4): Cancel closes; Update sends, closes and the list reloads. A refusal
// (e.g. a duplicate email) stays in the popup with the server's message.
export function EditAccountForm<B extends FieldValues>({ resolver, defaults, children, toChange, texts, onDone }: EditAccountFormProps<B>) {
  const form = useForm<B>({ resolver, defaultValues: defaults as DefaultValues<B> });
  const mutation = useUpdateAccount();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((values) => {
    setError(null);
    mutation.mutate(toChange(values), {
      onSuccess: (data) => {
        toast.success(data?.message || texts.success);
        onDone();
      },
      onError: (err) => setError(errorMessage(err, texts.failure)),
    });
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-busy={mutation.isPending}>
        <FormAlert message={error} />
        <div className="grid gap-4 sm:grid-cols-2">{children}</div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={mutation.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={mutation.isPending} className="sm:min-w-32">
            {mutation.isPending && <Spinner />}
            {mutation.isPending ? 'Updating...' : 'Update'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
