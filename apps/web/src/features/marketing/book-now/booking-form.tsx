import { CAR_TYPES, TIME_SLOTS } from '@autospa/contract';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert, FormStatus } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { bookableServices, carTypeLabels } from '@/content/book-now';
import type { CheckedForm } from '../shared/use-checked-form';
import type { BookingValues } from './use-booking-form';

const ALERT_ID = 'booking-alert';
// The slot goes out as 'Morning', 'Afternoon' or 'Evening'; the label shows its hours (SPEC.md §9).
const slots = TIME_SLOTS.map((s) => ({ value: s.label.split(' ')[0]!, label: s.label }));
const today = () => new Date().toLocaleDateString('en-CA'); // YYYY-MM-DD in the visitor's time zone

type BookingFormProps = {
  form: CheckedForm<BookingValues>;
  onSubmit: (event: FormEvent) => void;
  alert: string | null;
  sent: string | null;
  sending: boolean;
};

export function BookingForm({ form, onSubmit, alert, sent, sending }: BookingFormProps) {
  const { register, errors } = form;
  // The date and slot share one message, shown once in the alert above them.
  const whenInvalid = (failed: boolean) => (failed ? { 'aria-invalid': true as const, 'aria-describedby': ALERT_ID } : {});

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={sending} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Service" error={errors.service}>
          {(control) => (
            <Select {...control} {...register('service')} required>
              <option value="">Select a service</option>
              {bookableServices.map((s) => (
                <option key={s.key} value={s.key}>
                  {s.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Car Type" error={errors.carType}>
          {(control) => (
            <Select {...control} {...register('carType')} required>
              <option value="">Select your car type</option>
              {CAR_TYPES.map((type) => (
                <option key={type} value={type}>
                  {carTypeLabels[type]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Vehicle Number" error={errors.vehicleNo}>
          {(control) => (
            <Input
              {...control}
              {...register('vehicleNo')}
              placeholder="DL01AB1234"
              autoCapitalize="characters"
              autoComplete="off"
              required
            />
          )}
        </Field>
        <Field label="Your Name" error={errors.name}>
          {(control) => <Input {...control} {...register('name')} autoComplete="name" required />}
        </Field>
        <Field label="Phone Number" error={errors.phone}>
          {(control) => <Input {...control} {...register('phone')} type="tel" inputMode="numeric" autoComplete="tel-national" required />}
        </Field>
        <Field label="Date">
          {(control) => <Input {...control} {...register('date')} {...whenInvalid(!!errors.date)} type="date" min={today()} required />}
        </Field>
        <Field label="Time Slot">
          {(control) => (
            <Select {...control} {...register('timeSlot')} {...whenInvalid(!!errors.timeSlot)} required>
              <option value="">Select a time slot</option>
              {slots.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div id={ALERT_ID}>
        <FormAlert message={alert} />
      </div>
      <div>
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          {sending && <Spinner />}
          {sending ? 'Booking...' : 'Book Now'}
        </Button>
        <FormStatus message={sent} tone="success" className="not-empty:mt-3" />
      </div>
    </form>
  );
}
