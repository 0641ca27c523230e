import { zodResolver } from '@hookform/resolvers/zod';
import { GST_RATES, INDIAN_STATES, type SettingsView } from '@autospa/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { GstinField } from '@/components/ui/gstin-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { gstFormSchema, gstFormValues, type GstFormValues } from './gst-schema';
import { SettingsFormFrame, useSaveSettings } from './settings-form-frame';

const resolver = zodResolver(gstFormSchema);

/** Issue 21: the GST registration printed on tax invoices, the rate, and whether the prices entered include GST. */
export function GstForm({ current }: { current: SettingsView }) {
  const form = useForm<GstFormValues, unknown, z.output<typeof gstFormSchema>>({
    resolver,
    mode: 'onTouched',
    defaultValues: gstFormValues(current),
  });
  const { save, pending, outcome } = useSaveSettings();
  const [confirming, setConfirming] = useState(false);
  const errors = form.formState.errors;
  const registered = current.gst !== null;

  const onSubmit = form.handleSubmit((values) => {
    // Emptying the registration stops tax invoices: asked first, like the Clear button.
    if (values.gst === null && registered) return setConfirming(true);
    save(values.gst === null ? { taxRatePercent: values.taxRatePercent, pricesIncludeTax: values.pricesIncludeTax } : values);
  });
  const clear = () =>
    save({ gst: null }, () => {
      setConfirming(false);
      form.reset({ ...form.getValues(), legalName: '', gstin: '' });
    });

  return (
    <>
      <SettingsFormFrame onSubmit={onSubmit} pending={pending && !confirming} outcome={outcome} saveLabel="Save GST Settings">
        <Field label="Legal name" error={errors.legalName?.message} hint="As on the GST registration certificate.">
          {(control) => <Input {...control} {...form.register('legalName')} autoComplete="organization" />}
        </Field>
        <GstinField
          registered={form.register('gstin')}
          error={errors.gstin?.message}
          hint="15 characters, like 06AAPFU0939F1ZZ. Leave empty with the legal name for no tax invoices."
        />
        <Field label="State of registration" error={errors.state?.message}>
          {(control) => (
            <Select {...control} {...form.register('state')}>
              {INDIAN_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="GST rate" error={errors.taxRatePercent?.message} hint="Car washing and detailing is 18 %.">
          {(control) => (
            <Select {...control} {...form.register('taxRatePercent')}>
              {GST_RATES.map((r) => (
                <option key={r} value={String(r)}>
                  {r} %
                </option>
              ))}
            </Select>
          )}
        </Field>
        <label className="flex min-h-11 items-start justify-between gap-4 rounded-lg border border-slate-200 px-3 py-2.5">
          <span>
            <span className="block text-sm font-medium text-navy">Prices include GST</span>
            <span className="block text-sm text-slate-600">Off: GST is added on top of the prices in the catalog.</span>
          </span>
          <input type="checkbox" role="switch" {...form.register('pricesIncludeTax')} className="mt-1 size-5 shrink-0 accent-teal" />
        </label>
        {registered && (
          <Button type="button" variant="secondary" onClick={() => setConfirming(true)} disabled={pending}>
            Clear registration
          </Button>
        )}
      </SettingsFormFrame>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Clear the GST registration?"
        description="No tax invoices are issued without it. Invoices already issued keep their details."
        confirmLabel="Clear registration"
        pendingLabel="Clearing..."
        onConfirm={clear}
        pending={pending}
        error={outcome?.tone === 'error' ? outcome.text : null}
      />
    </>
  );
}
