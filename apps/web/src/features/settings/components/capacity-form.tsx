import { zodResolver } from '@hookform/resolvers/zod';
import { updateSettingsBody } from '@autospa/contract';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SettingsFormFrame, useSaveSettings } from './settings-form-frame';

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
  const { save, pending, outcome } = useSaveSettings();
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => save(values));

  return (
    <SettingsFormFrame onSubmit={onSubmit} pending={pending} outcome={outcome} saveLabel="Save Capacity">
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
    </SettingsFormFrame>
  );
}
