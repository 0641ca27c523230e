import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { FormAlert } from '@/components/ui/form-message';
import { errorMessage } from '@/lib/api-client';
import type { Saved } from '../api/use-catalog-mutation';

type EditPopupProps<B extends FieldValues, V> = {
  title: string;
  open: boolean;
  onClose: () => void;
  resolver: Resolver<B>;
  defaults: B;
  mutation: UseMutationResult<Saved, Error, V>;
  toVariables: (values: B) => V;
  texts: { success: string; failure: string };
  children: ReactNode;
};

// SPEC.md §4 edit popup: Cancel closes; Update sends, closes and the list reloads. A refusal (a duplicate
// name) stays in the popup with the server's message.
export function EditPopup<B extends FieldValues, V>(props: EditPopupProps<B, V>) {
  const { title, open, onClose, children } = props;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent title={title} size="md">
          <EditPopupForm {...props}>{children}</EditPopupForm>
        </DialogContent>
      )}
    </Dialog>
  );
}

function EditPopupForm<B extends FieldValues, V>({
  resolver,
  defaults,
  mutation,
  toVariables,
  texts,
  onClose,
  children,
}: EditPopupProps<B, V>) {
  const form = useForm<B>({ resolver, defaultValues: defaults as DefaultValues<B> });
  const [error, setError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit((values) => {
    setError(null);
    mutation.mutate(toVariables(values), {
      onSuccess: (data) => {
        toast.success(data?.message || texts.success);
        onClose();
      },
      onError: (err) => setError(errorMessage(err, texts.failure)),
    });
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-busy={mutation.isPending}>
        <FormAlert message={error} />
        <div className="grid gap-4">{children}</div>
        <DialogFormActions pending={mutation.isPending} />
      </form>
    </FormProvider>
  );
}
