import { CONTACT_SERVICE_TYPES, contactProblems, marketingMessages, type ContactBody } from '@autospa/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert, FormStatus } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCheckedForm } from '../shared/use-checked-form';
import { useSendContactMessage } from './send-contact-message';

const empty: ContactBody = { fullName: '', email: '', phone: '', serviceType: '' as ContactBody['serviceType'], message: '' };

// SPEC.md §3 Contact form; every field required (SPEC.md §5), checked by the contract's rules.
export function ContactForm() {
  const send = useSendContactMessage();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, reset, errors } = useCheckedForm(empty, contactProblems);

  const onSubmit = handleSubmit((values) => {
    setError(null);
    setSent(null);
    send.mutate(values, {
      onSuccess: (response) => {
        setSent(response.data?.message ?? marketingMessages.contactReceived);
        reset(empty);
      },
      onError: (err) => setError(errorMessage(err, marketingMessages.sendFailed)),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={send.isPending} className="space-y-5">
      <FormAlert message={error} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Full Name" error={errors.fullName}>
          {(control) => <Input {...control} {...register('fullName')} autoComplete="name" required />}
        </Field>
        <Field label="Email Address" error={errors.email}>
          {(control) => <Input {...control} {...register('email')} type="email" autoComplete="email" required />}
        </Field>
        <Field label="Phone Number" error={errors.phone}>
          {(control) => <Input {...control} {...register('phone')} type="tel" inputMode="numeric" autoComplete="tel-national" required />}
        </Field>
        <Field label="Service Type" error={errors.serviceType}>
          {(control) => (
            <Select {...control} {...register('serviceType')} required>
              <option value="">Select a service</option>
              {CONTACT_SERVICE_TYPES.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label="Message" error={errors.message}>
        {(control) => <Textarea {...control} {...register('message')} rows={5} required />}
      </Field>
      <div>
        <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
          {send.isPending && <Spinner />}
          Send Message
        </Button>
        <FormStatus message={sent} tone="success" className="not-empty:mt-3" />
      </div>
    </form>
  );
}
