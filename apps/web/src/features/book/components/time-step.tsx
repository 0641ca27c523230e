import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDay } from '@/lib/format';
import { useSlots } from '../api/get-slots';
import type { BookDraft } from '../hooks/book-draft';
import { DayPicker } from './day-picker';
import { addDays } from '../hooks/days';
import { groupSlots } from './slot-groups';
import { SlotGrid } from './slot-grid';

type TimeStepProps = {
  draft: BookDraft;
  update: (change: Partial<BookDraft>) => void;
  onDayPicked: () => void;
  onDone: () => void;
};

const note = 'text-sm text-slate-600';

/** Step 3: the day, then its free start times for this service, car and add-ons. */
export function TimeStep({ draft, update, onDayPicked, onDone }: TimeStepProps) {
  const slots = useSlots(draft);
  const pickDay = (date: string) => {
    update({ date, time: '' });
    onDayPicked();
  };
  const groups = slots.data ? groupSlots(slots.data) : [];
  const nextDay = draft.date ? addDays(draft.date, 1) : '';

  return (
    <>
      <DayPicker value={draft.date} onPick={pickDay} />
      <div aria-live="polite">
        {!draft.date ? (
          <p className={note}>Pick a day to see its free times.</p>
        ) : slots.isPending ? (
          <p role="status" className={`${note} flex items-center gap-2`}>
            <Spinner />
            Checking free times...
          </p>
        ) : slots.isError ? (
          <p className="text-sm font-medium text-danger">{errorMessage(slots.error, 'Could not load the free times.')}</p>
        ) : groups.length === 0 ? (
          <div className="space-y-3 rounded-xl bg-foam p-4">
            <p className="text-sm text-navy">
              {slots.data.closed ? `We are closed on ${formatDay(draft.date)}.` : `No free times left on ${formatDay(draft.date)}.`}
            </p>
            <Button variant="secondary" onClick={() => pickDay(nextDay)}>
              Try {formatDay(nextDay)}
            </Button>
          </div>
        ) : (
          <SlotGrid
            groups={groups}
            value={draft.time}
            onPick={(time) => {
              update({ time });
              onDone();
            }}
          />
        )}
      </div>
    </>
  );
}
