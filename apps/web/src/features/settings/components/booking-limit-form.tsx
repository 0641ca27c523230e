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

// The contract's own rules for the fields, so the form and the server agree.
const schema = z.object({
  bookingsPerCustomer: updateSettingsBody.shape.bookingsPerCustomer.unwrap(),
  changeGraceMinutes: updateSettingsBody.shape.changeGraceMinutes.unwrap(),
});
type Values = z.infer<typeof schema>;
const resolver = zodResolver(schema);

/**
 * How many upcoming bookings one customer may hold (the guard against one account filling the day), and the
 * grace after booking in which any booking may still be changed online.
 */
export function BookingLimitForm({ current }: { current: Values }) {
  const form = useForm<Values>({ resolver, defaultValues: current });
  const update = useUpdateSettings();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

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
        label="Upcoming bookings per customer"
        error={form.formState.errors.bookingsPerCustomer?.message}
        hint="Bookings not yet done or cancelled that one customer may hold at once, on every booking path (1 to 50)."
      >
        {(control) => (
          <Input {...control} {...form.register('bookingsPerCustomer', { valueAsNumber: true })} type="number" min={1} max={50} step={1} />
        )}
      </Field>
      <Field
        label="Change grace (minutes)"
        error={form.formState.errors.changeGraceMinutes?.message}
        hint="Any booking may be changed or cancelled online within this many minutes of being made, even inside 24 hours (0 to 1440)."
      >
        {(control) => (
          <Input {...control} {...form.register('changeGraceMinutes', { valueAsNumber: true })} type="number" min={0} max={1440} step={1} />
        )}
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={update.isPending} className="sm:min-w-40">
          {update.isPending && <Spinner />}
          {update.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
        <FormStatus message={outcome?.tone === 'success' ? outcome.text : null} tone="success" />
      </div>
    </form>
  );
}
