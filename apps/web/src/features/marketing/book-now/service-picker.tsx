import { CircleCheck } from 'lucide-react';
import { bookableServices } from '@/content/book-now';
import { cn } from '@/lib/cn';
import { Illustration } from '../shared/illustration';
import type { CheckedForm } from '../shared/use-checked-form';
import type { BookingValues } from './use-booking-form';

// SPEC.md §2: service picker cards, one selected at a time, with a 'You selected' line. They set the form's service.
export function ServicePicker({ form }: { form: CheckedForm<BookingValues> }) {
  const selected = form.values.service;
  const chosen = bookableServices.find((s) => s.key === selected);
  return (
    <div>
      <fieldset>
        <legend className="sr-only">Choose a service</legend>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {bookableServices.map((s) => {
            const checked = s.key === selected;
            return (
              <label
                key={s.key}
                className={cn(
                  'relative flex cursor-pointer flex-col rounded-2xl border-2 bg-white p-3 transition-colors sm:p-5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
                  checked ? 'border-teal bg-teal-50' : 'border-slate-200 hover:border-teal/60',
                )}
              >
                <input
                  type="radio"
                  name="service-picker"
                  value={s.key}
                  checked={checked}
                  onChange={() => form.setValue('service', s.key, { shouldValidate: form.isSubmitted })}
                  className="sr-only"
                />
                {checked && <CircleCheck aria-hidden="true" className="absolute top-3 right-3 size-6 text-teal" />}
                <Illustration art={s.image} decorative className="h-auto w-full max-w-40 pr-6" />
                <span className="mt-3 font-semibold sm:text-lg">{s.name}</span>
                <span className="text-sm font-medium text-teal">{s.time}</span>
                <span className="mt-2 text-sm text-slate-600">{s.description}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <p className="mt-6 text-center text-lg" aria-live="polite">
        {chosen ? (
          <>
            You selected <strong>{chosen.name}</strong>.
          </>
        ) : (
          'Pick a service above, or choose it in the form.'
        )}
      </p>
    </div>
  );
}
