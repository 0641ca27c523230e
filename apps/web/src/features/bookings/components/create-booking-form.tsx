import { formatDuration, routes } from '@autospa/contract';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormStatus } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { localDay } from '@/lib/dates';
import { useBookingChoices } from '../hooks/use-booking-choices';
import { useCreateBookingForm } from '../hooks/use-create-booking-form';
import { TimeChoices } from './time-choices';

// SPEC.md §2 Create Booking: Select Category, Select SubCategory, Select Service, date, free-text time
// (with the day's free times to pick from), car number; the result below, green when it says 'successfully'.
export function CreateBookingForm({ initialService }: { initialService: string }) {
  const { values, set, errors, message, submit, pending } = useCreateBookingForm(initialService);
  const choices = useBookingChoices(values.name);
  const succeeded = message?.includes('successfully') ?? false;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending}>
      {choices.failed && <p className="text-sm text-slate-600">Some choices could not be loaded. Please reload the page.</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Category" error={errors.name}>
          {(control) => (
            <Select {...control} value={values.name} onChange={(e) => set('name', e.target.value)} aria-required="true">
              <option value="">Select Category</option>
              {choices.categories.map((c) => (
                <option key={c._id} value={c.name}>
                  {c.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="SubCategory" error={errors.subName} hint={values.name ? undefined : 'Choose a category first.'}>
          {(control) => (
            <Select {...control} value={values.subName} onChange={(e) => set('subName', e.target.value)} aria-required="true">
              <option value="">Select SubCategory</option>
              {choices.subCategories.map((s) => (
                <option key={s._id} value={s.subName}>
                  {s.subName}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field label="Service" error={errors.serviceName}>
            {(control) => (
              <Select {...control} value={values.serviceName} onChange={(e) => set('serviceName', e.target.value)} aria-required="true">
                <option value="">Select Service</option>
                {choices.services.map((s) => (
                  <option key={s._id} value={s.serviceName}>
                    {`${s.serviceName} — ${s.price}, ${formatDuration(s.durationMinutes)}`}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <Field label="Date" error={errors.date}>
          {(control) => (
            <Input
              {...control}
              type="date"
              min={localDay()}
              value={values.date}
              onChange={(e) => set('date', e.target.value)}
              aria-required="true"
            />
          )}
        </Field>
        <Field label="Time" error={errors.time}>
          {(control) => (
            <Input
              {...control}
              value={values.time}
              onChange={(e) => set('time', e.target.value)}
              placeholder="10:30 AM"
              autoComplete="off"
              aria-required="true"
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <TimeChoices date={values.date} serviceName={values.serviceName} value={values.time} onPick={(t) => set('time', t)} />
        </div>
        <Field label="Car Number" error={errors.carNo}>
          {(control) => (
            <Input
              {...control}
              value={values.carNo}
              onChange={(e) => set('carNo', e.target.value)}
              placeholder="DL01AB1234"
              autoCapitalize="characters"
              autoComplete="off"
              aria-required="true"
            />
          )}
        </Field>
      </div>
      <div className="space-y-3">
        <Button type="submit" disabled={pending} className="w-full sm:w-auto sm:min-w-44">
          {pending && <Spinner />}
          {pending ? 'Creating...' : 'Create Booking'}
        </Button>
        <FormStatus message={message} tone={succeeded ? 'success' : 'error'} />
        {succeeded && (
          <p className="text-sm text-slate-600">
            See it in <TextLink to={routes.myBooking}>My Bookings</TextLink>.
          </p>
        )}
      </div>
    </form>
  );
}
