import {
  DEFAULT_OPENING_HOURS,
  schedulingMessages,
  updateShiftsBody,
  WEEKDAYS,
  type OpeningHours,
  type StaffMember,
} from '@autospa/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { FormAlert } from '@/components/ui/form-message';
import { WeeklyHoursEditor } from '@/components/ui/weekly-hours-editor';
import { errorMessage } from '@/lib/api-client';
import { useUpdateShifts } from '../api/update-shifts';
import { staffTexts } from './staff-texts';

type Values = { shifts: OpeningHours | null };
const resolver = zodResolver(updateShiftsBody);

type ShiftsFormProps = { member: StaffMember; openingHours: OpeningHours | undefined; onDone: () => void };

// Either "follows opening hours" (shifts null) or the employee's own hours per weekday.
export function ShiftsForm({ member, openingHours, onDone }: ShiftsFormProps) {
  const form = useForm<Values>({ resolver, defaultValues: { shifts: member.shifts } });
  const shifts = useWatch({ control: form.control, name: 'shifts' });
  // The week shown when "own shifts" is chosen: the last one typed, else the employee's, else the opening hours.
  const [week, setWeek] = useState<OpeningHours>(member.shifts ?? openingHours ?? DEFAULT_OPENING_HOURS);
  const update = useUpdateShifts();
  const [error, setError] = useState<string | null>(null);
  const shiftErrors = form.formState.errors.shifts as Partial<Record<string, { message?: string }>> | undefined;
  const dayErrors = Object.fromEntries(WEEKDAYS.map((d) => [d, shiftErrors?.[d]?.message]));

  const choose = (own: boolean) => form.setValue('shifts', own ? week : null, { shouldValidate: form.formState.isSubmitted });
  const onSubmit = form.handleSubmit((values) => {
    setError(null);
    update.mutate(
      { id: member._id, shifts: values.shifts },
      {
        onSuccess: (data) => {
          toast.success(data.message || schedulingMessages.shiftsUpdated);
          onDone();
        },
        onError: (err) => setError(errorMessage(err, staffTexts.failedSave)),
      },
    );
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-busy={update.isPending}>
      <FormAlert message={error} />
      <fieldset className="space-y-1">
        <legend className="mb-1 text-sm font-medium text-navy">When {member.username} works</legend>
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input type="radio" name="shift-mode" className="size-5 accent-teal" checked={shifts === null} onChange={() => choose(false)} />
          <span className="text-sm text-navy">{staffTexts.followsOpeningHours}</span>
        </label>
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input type="radio" name="shift-mode" className="size-5 accent-teal" checked={shifts !== null} onChange={() => choose(true)} />
          <span className="text-sm text-navy">Own weekly shifts</span>
        </label>
      </fieldset>
      {shifts && (
        <WeeklyHoursEditor
          legend="Weekly shifts"
          onWord="works"
          value={shifts}
          defaultHours={{ open: '09:00', close: '18:00' }}
          errors={dayErrors}
          onChange={(next) => {
            setWeek(next);
            form.setValue('shifts', next, { shouldValidate: form.formState.isSubmitted });
          }}
        />
      )}
      <DialogFormActions pending={update.isPending} submitLabel="Save shifts" pendingLabel="Saving..." />
    </form>
  );
}
