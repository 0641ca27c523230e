import { createBayBody, schedulingMessages, type BayView, type CreateBayBody } from '@autospa/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { toast } from 'sonner';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useControlledForm } from '@/lib/use-controlled-form';
import { useSaveBay } from '../api/save-bay';
import { useServiceChoices } from '../api/get-service-choices';
import { bayTexts } from './bay-texts';
import { ServiceChecklist } from './service-checklist';

// The form checks the schema the server uses; raw: the server trims what was typed.
const resolver = zodResolver(createBayBody, undefined, { raw: true });

type BayFormProps = { bay: BayView | null; onDone: () => void };

// Add a bay (bay null) or rename one and change the services it can do.
export function BayForm({ bay, onDone }: BayFormProps) {
  const save = useSaveBay();
  const services = useServiceChoices();
  const { form, values, set, errors } = useControlledForm<CreateBayBody>(resolver, {
    name: bay?.name ?? '',
    serviceNames: bay?.serviceNames ?? [],
  });
  const [error, setError] = useState<string | null>(null);
  const adding = bay === null;

  const onSubmit = form.handleSubmit((body) => {
    setError(null);
    save.mutate(
      { ...(bay && { id: bay._id }), body: { name: body.name, serviceNames: body.serviceNames ?? [] } },
      {
        onSuccess: (data) => {
          toast.success(data.message || (adding ? schedulingMessages.bayCreated : schedulingMessages.bayUpdated));
          onDone();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409 && err.serverMessage === schedulingMessages.duplicateBay)
            form.setError('name', { message: err.serverMessage }, { shouldFocus: true });
          else setError(errorMessage(err, bayTexts.failedSave));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-busy={save.isPending}>
      <FormAlert message={error ?? (services.isError ? bayTexts.failedServices : null)} />
      <Field label="Bay name" error={errors.name} hint="What the team calls it, e.g. Foam bay or Detailing studio.">
        {(control) => <Input {...control} {...form.register('name')} autoComplete="off" aria-required="true" maxLength={40} />}
      </Field>
      {services.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {bayTexts.loadingServices}
        </p>
      ) : (
        <ServiceChecklist
          services={services.data ?? []}
          value={values.serviceNames ?? []}
          onChange={(names) => set('serviceNames', names)}
          error={errors.serviceNames}
        />
      )}
      <DialogFormActions
        pending={save.isPending}
        submitLabel={adding ? 'Add bay' : 'Save'}
        pendingLabel={adding ? 'Adding...' : 'Saving...'}
      />
    </form>
  );
}
