import type { BookingView } from '@autospa/contract';
import type { FormEvent } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { localDay } from '@/lib/dates';
import type { RescheduleVariables } from '../api/reschedule-booking';
import type { Changed } from '../api/use-booking-mutation';
import { useRescheduleForm } from '../hooks/use-reschedule-form';
import { serviceName, whenText } from './booking-text';
import { TimeChoices } from './time-choices';

type Send = (v: RescheduleVariables) => Promise<Changed>;

/** `send`: a guest's reschedule by its manage link (no free-time list: that needs a sign-in); else the customer's own. */
export function RescheduleDialog({ booking, onClose, send }: { booking: BookingView | null; onClose: () => void; send?: Send }) {
  return (
    <Dialog open={booking !== null} onOpenChange={(open) => !open && onClose()}>
      {booking && (
        <DialogContent title="Reschedule booking" description={`${serviceName(booking)}, now ${whenText(booking)}`} size="md">
          <RescheduleForm booking={booking} onDone={onClose} send={send} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function RescheduleForm({ booking, onDone, send }: { booking: BookingView; onDone: () => void; send?: Send }) {
  const { date, setDate, time, setTime, error, submit, pending } = useRescheduleForm(booking, onDone, send);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending}>
      <FormAlert message={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="New date">
          {(control) => (
            <Input {...control} type="date" min={localDay()} value={date} onChange={(e) => setDate(e.target.value)} aria-required="true" />
          )}
        </Field>
        <Field label="New time">
          {(control) => (
            <Input
              {...control}
              value={time}
              onChange={(e) => setTime(e.target.value)}
              placeholder="10:30 AM"
              autoComplete="off"
              aria-required="true"
            />
          )}
        </Field>
      </div>
      {!send && <TimeChoices date={date} serviceName={serviceName(booking)} value={time} onPick={setTime} />}
      <DialogFormActions pending={pending} submitLabel="Reschedule" pendingLabel="Rescheduling..." />
    </form>
  );
}
