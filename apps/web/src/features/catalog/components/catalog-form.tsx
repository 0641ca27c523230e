import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert, FormStatus } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import type { Saved } from '../api/use-catalog-mutation';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

type CatalogFormProps<B extends FieldValues> = {
  resolver: Resolver<B>;
  empty: B;
  mutation: UseMutationResult<Saved, Error, B>;
  /** SPEC.md §8: the server's message, else these. */
  texts: { success: string; failure: string };
  submitLabel: string;
  children: ReactNode;
  /** After a success, once the form is cleared (the Add New dialog closes here). */
  onSaved?: (message: string) => void;
};

// A Create Category / SubCategory / Service form: checked before sending, then the server's answer below.
export function CatalogForm<B extends FieldValues>({
  resolver,
  empty,
  mutation,
  texts,
  submitLabel,
  children,
  onSaved,
}: CatalogFormProps<B>) {
  const form = useForm<B>({ resolver, defaultValues: empty as DefaultValues<B> });
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onSubmit = form.handleSubmit((values) => {
    setOutcome(null);
    mutation.mutate(values, {
      onSuccess: (data) => {
        const text = data?.message || texts.success;
        setOutcome({ tone: 'success', text });
        form.reset(empty);
        onSaved?.(text);
      },
      onError: (error) => setOutcome({ tone: 'error', text: errorMessage(error, texts.failure) }),
    });
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-busy={mutation.isPending}>
        <FormAlert message={outcome?.tone === 'error' ? outcome.text : null} />
        <div className="grid gap-4 sm:grid-cols-2">{children}</div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" disabled={mutation.isPending} className="sm:min-w-40">
            {mutation.isPending && <Spinner />}
            {mutation.isPending ? 'Creating...' : submitLabel}
          </Button>
          <FormStatus message={outcome?.tone === 'success' ? outcome.text : null} tone="success" />
        </div>
      </form>
    </FormProvider>
  );
}
