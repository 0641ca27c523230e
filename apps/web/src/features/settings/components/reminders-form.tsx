import { zodResolver } from '@hookform/resolvers/zod';
import { messagingMessages, quietHoursField, reminderOffsetsField, type SettingsView } from '@autospa/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SettingsFormFrame, useSaveSettings } from './settings-form-frame';

/** '24, 2' → [24, 2]; a part that is not a number stays NaN, so the contract's rule refuses it. */
const hoursOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);

// The contract's own rules, so the form and the server agree.
const schema = z.object({
  offsets: z.string().transform(hoursOf).pipe(reminderOffsetsField),
  from: z.string(),
  to: z.string(),
});
const resolver = zodResolver(schema);
type Current = Pick<SettingsView, 'reminderOffsetsHours' | 'quietHours'>;

const valuesOf = (c: Current) => ({ offsets: c.reminderOffsetsHours.join(', '), from: c.quietHours.from, to: c.quietHours.to });

/** Issue 19: when reminders go before a booking, and the night hours no SMS or WhatsApp is sent (email still goes). */
export function RemindersForm({ current }: { current: Current }) {
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver, defaultValues: valuesOf(current) });
  const { save, pending, outcome } = useSaveSettings();
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(({ offsets, from, to }) => {
    const quietHours = quietHoursField.safeParse({ from, to });
    if (!quietHours.success) {
      form.setError('to', { message: messagingMessages.badQuietHours }, { shouldFocus: true });
      return;
    }
    save({ reminderOffsetsHours: offsets, quietHours: quietHours.data });
  });

  return (
    <SettingsFormFrame onSubmit={onSubmit} pending={pending} outcome={outcome} saveLabel="Save Reminders">
      <Field
        label="Reminders (hours before the booking)"
        error={errors.offsets?.message}
        hint="Up to 4, separated by commas, each 1 to 168: 24, 2 sends one a day before and one two hours before. Empty sends none."
      >
        {(control) => <Input {...control} {...form.register('offsets')} inputMode="numeric" autoComplete="off" placeholder="24, 2" />}
      </Field>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-navy">Quiet hours (IST)</legend>
        <p className="text-sm text-slate-600">
          No SMS or WhatsApp from the first time to the second; a reminder due then goes before, or by email.
        </p>
        <div className="grid grid-cols-2 gap-4">
          <Field label="From" error={errors.from?.message}>
            {(control) => <Input {...control} {...form.register('from')} type="time" />}
          </Field>
          <Field label="To" error={errors.to?.message}>
            {(control) => <Input {...control} {...form.register('to')} type="time" />}
          </Field>
        </div>
      </fieldset>
    </SettingsFormFrame>
  );
}
