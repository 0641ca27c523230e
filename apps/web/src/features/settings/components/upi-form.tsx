import { zodResolver } from '@hookform/resolvers/zod';
import { upiIdField } from '@autospa/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SettingsFormFrame, useSaveSettings } from './settings-form-frame';

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
  const { save, pending, outcome } = useSaveSettings();

  const onSubmit = form.handleSubmit(({ upiId }) => save({ upiId }));

  return (
    <SettingsFormFrame onSubmit={onSubmit} pending={pending} outcome={outcome} saveLabel="Save UPI ID">
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
    </SettingsFormFrame>
  );
}
