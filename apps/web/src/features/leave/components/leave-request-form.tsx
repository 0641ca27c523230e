import { createLeaveBody, schedulingMessages, type CreateLeaveBody } from '@autospa/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert, FormStatus } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { localDay } from '@/lib/dates';
import { useCreateLeave } from '../api/create-leave';
import { leaveTexts } from './leave-texts';

const resolver = zodResolver(createLeaveBody, undefined, { raw: true });
const empty = (): CreateLeaveBody => ({ from: localDay(1), to: localDay(1), reason: '' });

// An Employee asks for days off; the Admin approves or declines. The server checks the dates (not past, in order, ≤ 60 days).
export function LeaveRequestForm() {
  const form = useForm<CreateLeaveBody>({ resolver, defaultValues: empty() });
  const create = useCreateLeave();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((body) => {
    setOutcome(null);
    create.mutate(body, {
      onSuccess: (data) => {
        setOutcome({ tone: 'success', text: data.message || schedulingMessages.leaveRequested });
        form.reset(empty());
      },
      onError: (err) => setOutcome({ tone: 'error', text: errorMessage(err, leaveTexts.failedSave) }),
    });
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-busy={create.isPending}>
      <FormAlert message={outcome?.tone === 'error' ? outcome.text : null} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="From" error={errors.from?.message} hint="The first day off.">
          {(control) => <Input {...control} {...form.register('from')} type="date" min={localDay()} aria-required="true" />}
        </Field>
        <Field label="To" error={errors.to?.message} hint="The last day off (the same day for one day).">
          {(control) => <Input {...control} {...form.register('to')} type="date" min={localDay()} aria-required="true" />}
        </Field>
      </div>
      <Field label="Reason" error={errors.reason?.message}>
        {(control) => <Textarea {...control} {...form.register('reason')} rows={3} maxLength={300} aria-required="true" />}
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={create.isPending} className="sm:min-w-40">
          {create.isPending && <Spinner />}
          {create.isPending ? 'Sending...' : 'Request leave'}
        </Button>
        <FormStatus message={outcome?.tone === 'success' ? outcome.text : null} tone="success" />
      </div>
    </form>
  );
}
