import {
  INDIAN_STATES,
  jobApplicationProblems,
  marketingMessages,
  RESUME_EXTENSIONS,
  type JobApplicationFormValues,
} from '@autospa/contract';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert, FormStatus } from '@/components/ui/form-message';
import { Input, inputClasses } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCheckedForm } from '../shared/use-checked-form';
import { useSubmitJobApplication } from './submit-job-application';

// The résumé is checked in the browser by name and size (the server checks its content too).
type FormValues = JobApplicationFormValues;

const empty = (location = ''): FormValues => ({
  name: '',
  email: '',
  phone: '',
  location: location as FormValues['location'],
  message: '',
  resume: undefined,
});

type JobApplicationFormProps = { position: string | null; defaultState?: string };

export function JobApplicationForm({ position, defaultState = '' }: JobApplicationFormProps) {
  const submit = useSubmitJobApplication();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const { register, registerFile, handleSubmit, reset, setValue, errors } = useCheckedForm(empty(defaultState), jobApplicationProblems);

  // A city page picks its state; the visitor can still change it.
  useEffect(() => {
    if (defaultState) setValue('location', defaultState as FormValues['location']);
  }, [defaultState, setValue]);

  const onSubmit = handleSubmit(({ resume, ...fields }) => {
    setError(null);
    setSent(null);
    submit.mutate(
      { ...fields, resume: resume![0] as File },
      {
        onSuccess: (response) => {
          setSent(response.data?.message ?? marketingMessages.applicationSubmitted);
          reset(empty(defaultState));
        },
        onError: (err) => setError(errorMessage(err, marketingMessages.sendFailed)),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={submit.isPending} className="space-y-5">
      {position && (
        <p className="rounded-xl bg-teal-50 px-4 py-3 text-sm">
          Applying for <strong>{position}</strong>
        </p>
      )}
      <FormAlert message={error} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Full Name" error={errors.name}>
          {(control) => <Input {...control} {...register('name')} autoComplete="name" required />}
        </Field>
        <Field label="Email Address" error={errors.email}>
          {(control) => <Input {...control} {...register('email')} type="email" autoComplete="email" required />}
        </Field>
        <Field label="Phone Number" error={errors.phone}>
          {(control) => <Input {...control} {...register('phone')} type="tel" inputMode="numeric" autoComplete="tel-national" required />}
        </Field>
        <Field label="State" error={errors.location}>
          {(control) => (
            <Select {...control} {...register('location')} required>
              <option value="">Select your state</option>
              {INDIAN_STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label="Résumé" hint={`${RESUME_EXTENSIONS.join(', ')} up to 5 MB`} error={errors.resume}>
        {(control) => (
          <input
            {...control}
            {...registerFile('resume')}
            type="file"
            accept={RESUME_EXTENSIONS.join(',')}
            required
            className={cn(
              inputClasses,
              'h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-teal file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-white',
            )}
          />
        )}
      </Field>
      <Field label="Message (optional)" error={errors.message}>
        {(control) => <Textarea {...control} {...register('message')} rows={4} />}
      </Field>
      <div>
        <Button type="submit" size="lg" disabled={submit.isPending} className="w-full sm:w-auto">
          {submit.isPending && <Spinner />}
          {submit.isPending ? 'Submitting...' : 'Submit Application'}
        </Button>
        <FormStatus message={sent} tone="success" className="not-empty:mt-3" />
      </div>
    </form>
  );
}
