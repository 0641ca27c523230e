import { zodResolver } from '@hookform/resolvers/zod';
import {
  businessDetailsFields,
  businessEmailField,
  businessMessages,
  businessPhoneField,
  INDIAN_STATES,
  type BusinessSettingsView,
  type IndianState,
} from '@autospa/contract';
import type { ComponentProps } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SettingsFormFrame, useSaveSettings } from './settings-form-frame';

// Up to three phones and three emails, each in its own field (a phone keypad per number, an error per field);
// the first is required, an empty second or third is left out.
const SLOTS = [0, 1, 2] as const;
const phoneLabels = ['Main phone', 'Second phone (optional)', 'Third phone (optional)'];
const emailLabels = ['Main email', 'Second email (optional)', 'Third email (optional)'];

const optional = (field: z.ZodType<string, string>, message: string) =>
  z.string().refine((v) => v.trim() === '' || field.safeParse(v).success, message);
const optionalPhone = optional(businessPhoneField, businessMessages.badPhone);
const optionalEmail = optional(businessEmailField, businessMessages.badEmail);

// The contract's rules, field by field, so the form and the server say the same.
const schema = z.object({
  name: businessDetailsFields.name,
  phones: z.tuple([businessPhoneField, optionalPhone, optionalPhone]),
  emails: z.tuple([businessEmailField, optionalEmail, optionalEmail]),
  street: businessDetailsFields.street,
  city: businessDetailsFields.city,
  region: businessDetailsFields.region,
  postalCode: businessDetailsFields.postalCode,
  mapUrl: z
    .string()
    .transform((v) => (v.trim() === '' ? null : v))
    .pipe(businessDetailsFields.mapUrl),
});
type Values = z.input<typeof schema>;
const resolver = zodResolver(schema);

const threeOf = (list: readonly string[]): [string, string, string] => [list[0] ?? '', list[1] ?? '', list[2] ?? ''];
const filled = (list: readonly string[]) => list.map((v) => v.trim()).filter((v) => v !== '');

/** The business's name, phones, emails, address and map link: what the public site, the mails and the UPI link state. */
export function BusinessDetailsForm({ current }: { current: BusinessSettingsView }) {
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver,
    defaultValues: {
      ...current,
      region: current.region as IndianState,
      phones: threeOf(current.phones),
      emails: threeOf(current.emails),
      mapUrl: current.mapUrl ?? '',
    },
  });
  const { save, pending, outcome } = useSaveSettings();
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) =>
    save({ business: { ...values, phones: filled(values.phones), emails: filled(values.emails) } }),
  );

  const text = (label: string, registered: UseFormRegisterReturn, error: string | undefined, extra: ComponentProps<typeof Input> = {}) => (
    <Field key={registered.name} label={label} error={error}>
      {(control) => <Input {...control} {...registered} {...extra} />}
    </Field>
  );

  return (
    <SettingsFormFrame onSubmit={onSubmit} pending={pending} outcome={outcome} saveLabel="Save Business Details">
      {text('Business name', form.register('name'), errors.name?.message, { autoComplete: 'organization' })}
      <fieldset className="space-y-4">
        <legend className="mb-2 text-base font-semibold text-navy">Phones</legend>
        {SLOTS.map((i) =>
          text(phoneLabels[i]!, form.register(`phones.${i}`), errors.phones?.[i]?.message, {
            type: 'tel',
            inputMode: 'tel',
            autoComplete: 'off',
          }),
        )}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 text-base font-semibold text-navy">Emails</legend>
        {SLOTS.map((i) =>
          text(emailLabels[i]!, form.register(`emails.${i}`), errors.emails?.[i]?.message, {
            type: 'email',
            autoComplete: 'off',
            autoCapitalize: 'none',
            spellCheck: false,
          }),
        )}
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 text-base font-semibold text-navy">Address</legend>
        {text('Street', form.register('street'), errors.street?.message, { autoComplete: 'off' })}
        {text('City', form.register('city'), errors.city?.message, { autoComplete: 'off' })}
        <Field label="State" error={errors.region?.message}>
          {(control) => (
            <Select {...control} {...form.register('region')}>
              {INDIAN_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {text('PIN code', form.register('postalCode'), errors.postalCode?.message, { inputMode: 'numeric', autoComplete: 'off' })}
      </fieldset>
      <Field
        label="Map link (optional)"
        error={errors.mapUrl?.message}
        hint="An https:// link to the business on a map. Leave empty to link the address on OpenStreetMap."
      >
        {(control) => <Input {...control} {...form.register('mapUrl')} type="url" inputMode="url" autoComplete="off" spellCheck={false} />}
      </Field>
    </SettingsFormFrame>
  );
}
