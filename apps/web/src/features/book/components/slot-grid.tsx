import { parseClockTime } from '@autospa/contract';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import type { SlotGroup } from './slot-groups';

export const LOCKED_NOTE = "can't be changed online once booked";

type SlotGridProps = { groups: SlotGroup[]; value: string; onPick: (time: string) => void };

const same = (a: string, b: string) => a !== '' && parseClockTime(a) === parseClockTime(b);

// The free start times, in windows; a time within 24 hours carries a lock and the note that says why.
export function SlotGrid({ groups, value, onPick }: SlotGridProps) {
  const noteId = useId();
  const anyLocked = groups.some((g) => g.slots.some((s) => s.changeable === false));
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <div key={group.key} role="group" aria-labelledby={`${noteId}-${group.key}`}>
          <h3 id={`${noteId}-${group.key}`} className="mb-2 text-sm font-semibold text-navy">
            {group.label}
          </h3>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-6">
            {group.slots.map((slot) => {
              const picked = same(value, slot.time);
              const locked = slot.changeable === false;
              return (
                <button
                  key={slot.time}
                  type="button"
                  aria-pressed={picked}
                  aria-describedby={locked ? noteId : undefined}
                  onClick={() => onPick(slot.time)}
                  className={cn(
                    'flex h-12 items-center justify-center gap-1 rounded-lg border text-sm font-semibold tabular-nums transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2',
                    picked ? 'border-teal bg-teal text-white' : 'border-slate-300 bg-white text-navy hover:border-teal hover:bg-teal/5',
                  )}
                >
                  {slot.time}
                  {locked && <Lock aria-hidden="true" className="size-3.5 shrink-0" />}
                </button>
              );
            })}
          </div>
        </div>
      ))}
      {anyLocked && (
        <p id={noteId} className="flex items-center gap-2 text-sm text-slate-700">
          <Lock aria-hidden="true" className="size-4 shrink-0" />
          <span>Starts within 24 hours: {LOCKED_NOTE} (except in the first 15 minutes after booking).</span>
        </p>
      )}
    </div>
  );
}
