import { zodResolver } from '@hookform/resolvers/zod';
import { messages, upiIdField } from '@autospa/contract';
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

// The contract's rule for a UPI ID; an empty field clears it (null), which turns UPI at the job off.
const schema = z.object({
  upiId: z
    .string()
    .transform((v) => (v.trim() === '' ? null : v))
    .pipe(upiIdField),
});
type Values = { upiId: string };
const resolver = zodResolver(schema);

/** The business's UPI ID: the QR code an employee shows when the customer pays by UPI at the job. */
export function UpiForm({ current }: { current: string | null }) {
  const form = useForm<Values, unknown, z.output<typeof schema>>({ resolver, defaultValues: { upiId: current ?? '' } });
  const update = useUpdateSettings();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onSubmit = form.handleSubmit(({ upiId }) => {
    setOutcome(null);
    update.mutate(
      { upiId },
      {
        onSuccess: (data) => setOutcome({ tone: 'success', text: data?.message || messages.settings.updated }),
        onError: (error) => setOutcome({ tone: 'error', text: errorMessage(error, 'Failed to update settings.') }),
      },
    );
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="max-w-md space-y-5" aria-busy={update.isPending}>
      <FormAlert message={outcome?.tone === 'error' ? outcome.text : null} />
      <Field
        label="UPI ID"
        error={form.formState.errors.upiId?.message}
        hint="Customers paying by UPI at the job scan a QR code for this ID, e.g. autospa@okhdfcbank. Leave empty to turn UPI off."
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('upiId')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="email"
            placeholder="autospa@okhdfcbank"
          />
        )}
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={update.isPending} className="sm:min-w-40">
          {update.isPending && <Spinner />}
          {update.isPending ? 'Saving...' : 'Save UPI ID'}
        </Button>
        <FormStatus message={outcome?.tone === 'success' ? outcome.text : null} tone="success" />
      </div>
    </form>
  );
}
