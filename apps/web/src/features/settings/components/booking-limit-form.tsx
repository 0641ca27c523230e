import { zodResolver } from '@hookform/resolvers/zod';
import { updateSettingsBody } from '@autospa/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SettingsFormFrame, useSaveSettings } from './settings-form-frame';

// The contract's own rules for the fields, so the form and the server agree.
const schema = z.object({
  bookingsPerCustomer: updateSettingsBody.shape.bookingsPerCustomer.unwrap(),
  changeGraceMinutes: updateSettingsBody.shape.changeGraceMinutes.unwrap(),
  paymentHoldMinutes: updateSettingsBody.shape.paymentHoldMinutes.unwrap(),
});
type Values = z.infer<typeof schema>;
const resolver = zodResolver(schema);

/**
 * How many upcoming bookings one customer may hold (the guard against one account filling the day), the
 * grace after booking in which any booking may still be changed online, and how long an online payment holds a slot.
 */
export function BookingLimitForm({ current }: { current: Values }) {
  const form = useForm<Values>({ resolver, defaultValues: current });
  const { save, pending, outcome } = useSaveSettings();

  const onSubmit = form.handleSubmit((values) => save(values));

  return (
    <SettingsFormFrame onSubmit={onSubmit} pending={pending} outcome={outcome} saveLabel="Save Settings">
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
      <Field
        label="Online payment hold (minutes)"
        error={form.formState.errors.paymentHoldMinutes?.message}
        hint="A booking paid online keeps its slot this long while the payment is pending; unpaid, it is released (1 to 60)."
      >
        {(control) => (
          <Input {...control} {...form.register('paymentHoldMinutes', { valueAsNumber: true })} type="number" min={1} max={60} step={1} />
        )}
      </Field>
    </SettingsFormFrame>
  );
}
