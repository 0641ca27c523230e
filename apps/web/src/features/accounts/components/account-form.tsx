import { FormProvider, useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, FormStatus } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import type { ApiResponse } from '@/lib/api-client';
import type { Created } from '../api/create-user';
import { useCreateSubmission, type SubmissionTexts } from '../hooks/use-create-submission';

export type AccountFormProps<B extends FieldValues> = {
  resolver: Resolver<B>;
  empty: B;
  /** The fields (UserFields or EmployeeFields). */
  children: ReactNode;
  send: (body: B) => Promise<ApiResponse<Created>>;
  texts: SubmissionTexts;
  needsToken: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** After a success, once the form is cleared (a dialog schedules its closing here). */
  onCreated?: () => void;
};

// A new account's form, in a dialog or on its own screen: checked against the contract schema before
// anything is sent, then SPEC.md §4's states.
export function AccountForm<B extends FieldValues>(props: AccountFormProps<B>) {
  const { resolver, empty, children, send, texts, needsToken, submitLabel, pendingLabel, onCreated } = props;
  const form = useForm<B>({ resolver, defaultValues: empty as DefaultValues<B> });
  const { submit, outcome, pending } = useCreateSubmission(send, texts, needsToken);
  const closing = outcome?.tone === 'success' && onCreated !== undefined;

  const onSubmit = form.handleSubmit((values) =>
    submit(values, () => {
      form.reset(empty);
      onCreated?.();
    }),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-busy={pending}>
        <FormAlert message={outcome?.tone === 'error' ? outcome.text : null} />
        <div className="grid gap-4 sm:grid-cols-2">{children}</div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" disabled={pending || closing} className="sm:min-w-40">
            {pending && <Spinner />}
            {pending ? pendingLabel : submitLabel}
          </Button>
          <FormStatus message={outcome?.tone === 'success' ? outcome.text : null} tone="success" />
        </div>
      </form>
    </FormProvider>
  );
}
