import { buyerGstBody, profileMessages, type MyProfileView } from '@autospa/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { FormStatus } from '@/components/ui/form-message';
import { GstinField } from '@/components/ui/gstin-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useUpdateMyProfile } from '../api/update-my-profile';
import { useSaveStatus } from './use-save-status';

const schema = buyerGstBody.unwrap();
type Values = z.input<typeof schema>;
const resolver = zodResolver(schema);
const valuesOf = (p: MyProfileView): Values => ({ gstin: p.gst?.gstin ?? '', legalName: p.gst?.legalName ?? '' });

// Issue 21: a business customer's GSTIN and registered name, printed on its tax invoices (B2B). No password needed.
export function BusinessGstForm({ profile }: { profile: MyProfileView }) {
  const form = useForm<Values, unknown, z.output<typeof schema>>({ resolver, mode: 'onTouched', defaultValues: valuesOf(profile) });
  const mutation = useUpdateMyProfile();
  const save = useSaveStatus();
  const [removing, setRemoving] = useState(false);
  const errors = form.formState.errors;

  const send = (gst: z.output<typeof schema> | null) => {
    save.clear();
    mutation.mutate(
      { gst },
      {
        onSuccess: (data) => {
          setRemoving(false);
          form.reset(valuesOf(data.profile));
          save.success(data.message || profileMessages.updated);
        },
        onError: (err) => save.error(errorMessage(err, profileMessages.failedUpdate)),
      },
    );
  };
  const onSubmit = form.handleSubmit((values) => send(values));

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-busy={mutation.isPending}>
      <GstinField registered={form.register('gstin')} error={errors.gstin?.message} hint="15 characters, like 29AABCT1332L1ZA." />
      <Field label="Registered name" error={errors.legalName?.message} hint="The business name on the GST registration.">
        {(control) => <Input {...control} {...form.register('legalName')} autoComplete="organization" />}
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={mutation.isPending} className="sm:min-w-36">
          {mutation.isPending && !removing && <Spinner />}
          {mutation.isPending && !removing ? 'Saving...' : 'Save GSTIN'}
        </Button>
        {profile.gst && (
          <Button variant="secondary" onClick={() => setRemoving(true)} disabled={mutation.isPending}>
            Remove GSTIN
          </Button>
        )}
        <FormStatus message={save.status?.text} tone={save.status?.tone} />
      </div>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Remove your GSTIN?"
        description="Your next invoices are issued without it. Invoices already issued keep it."
        confirmLabel="Remove GSTIN"
        pendingLabel="Removing..."
        onConfirm={() => send(null)}
        pending={mutation.isPending}
        error={save.status?.tone === 'error' ? save.status.text : null}
      />
    </form>
  );
}
