import { zodResolver } from '@hookform/resolvers/zod';
import { messages, updateSettingsBody } from '@autospa/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert, FormStatus } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useUpdateSettings } from '../api/update-settings';

// The contract's own rules (0 to 120 minutes, 0 to 50 teams), so the form and the server agree.
const schema = z.object({
  bufferMinutes: updateSettingsBody.shape.bufferMinutes.unwrap(),
  doorTeams: updateSettingsBody.shape.doorTeams.unwrap(),
});
type Values = z.infer<typeof schema>;
const resolver = zodResolver(schema);

/** The pause between cars in a bay, and how many mobile teams do the doorstep services (issue 16). */
export function CapacityForm({ current }: { current: Values }) {
  const form = useForm<Values>({ resolver, defaultValues: current });
  const update = useUpdateSettings();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    setOutcome(null);
    update.mutate(values, {
      onSuccess: (data) => setOutcome({ tone: 'success', text: data?.message || messages.settings.updated }),
      onError: (error) => setOutcome({ tone: 'error', text: errorMessage(error, 'Failed to update settings.') }),
    });
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="max-w-md space-y-5" aria-busy={update.isPending}>
      <FormAlert message={outcome?.tone === 'error' ? outcome.text : null} />
      <Field
        label="Minutes between cars"
        error={errors.bufferMinutes?.message}
        hint="A bay (or a mobile team) stays blocked this long after each car, on top of the booked time (0 to 120)."
      >
        {(control) => (
          <Input {...control} {...form.register('bufferMinutes', { valueAsNumber: true })} type="number" min={0} max={120} step={1} />
        )}
      </Field>
      <Field
        label="Mobile teams"
        error={errors.doorTeams?.message}
        hint="How many doorstep ('At your door') bookings can run at the same time (0 to 50). They never use a bay."
      >
        {(control) => (
          <Input {...control} {...form.register('doorTeams', { valueAsNumber: true })} type="number" min={0} max={50} step={1} />
        )}
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={update.isPending} className="sm:min-w-40">
          {update.isPending && <Spinner />}
          {update.isPending ? 'Saving...' : 'Save Capacity'}
        </Button>
        <FormStatus message={outcome?.tone === 'success' ? outcome.text : null} tone="success" />
      </div>
    </form>
  );
}
