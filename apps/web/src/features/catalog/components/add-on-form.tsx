import { zodResolver } from '@hookform/resolvers/zod';
import { pricingMessages, type AddOnView } from '@autospa/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCreateAddOn, useUpdateAddOn } from '../api/add-ons';
import { minutesText, paiseOf, rupeesOf, rupeesText } from './price-text';

const schema = z.object({
  name: z.string().trim().min(1, 'Add-on name is required.').max(60, 'Add-on name must be at most 60 characters.'),
  price: rupeesText.refine((v) => v !== '', 'Price is required.'),
  minutes: minutesText(0, 240, pricingMessages.addOnMinutes).refine((v) => v !== '', 'Minutes are required.'),
});
type Values = z.infer<typeof schema>;
const resolver = zodResolver(schema);

type AddOnFormProps = { addOn?: AddOnView; onDone: (message: string) => void; onCancel?: () => void };

/** Name, price in ₹ and minutes of one add-on: a new one, or `addOn` edited. */
export function AddOnForm({ addOn, onDone, onCancel }: AddOnFormProps) {
  const form = useForm<Values>({
    resolver,
    defaultValues: addOn
      ? { name: addOn.name, price: rupeesOf(addOn.pricePaise), minutes: String(addOn.minutes) }
      : { name: '', price: '', minutes: '' },
  });
  const create = useCreateAddOn();
  const update = useUpdateAddOn();
  const pending = create.isPending || update.isPending;
  const [failure, setFailure] = useState<string | null>(null);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    const body = { name: values.name, pricePaise: paiseOf(values.price)!, minutes: Number(values.minutes) };
    const handlers = {
      onSuccess: (data: { message?: string } | undefined) => {
        if (!addOn) form.reset();
        onDone(data?.message ?? (addOn ? pricingMessages.addOnUpdated : pricingMessages.addOnCreated));
      },
      onError: (error: unknown) => setFailure(errorMessage(error, 'Failed to save the add-on.')),
    };
    if (addOn) update.mutate({ id: addOn._id, body }, handlers);
    else create.mutate(body, handlers);
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4" aria-busy={pending}>
      <FormAlert message={failure} />
      <Field label="Add-on name" error={errors.name?.message}>
        {(control) => <Input {...control} {...form.register('name')} autoComplete="off" placeholder="Interior vacuum" />}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Price (₹)" error={errors.price?.message}>
          {(control) => <Input {...control} {...form.register('price')} inputMode="decimal" placeholder="199" />}
        </Field>
        <Field label="Minutes" error={errors.minutes?.message}>
          {(control) => <Input {...control} {...form.register('minutes')} inputMode="numeric" placeholder="20" />}
        </Field>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={pending} className="sm:min-w-36">
          {pending && <Spinner />}
          {addOn ? 'Save Add-on' : 'Add Add-on'}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
