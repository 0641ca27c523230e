import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { addDays, businessToday, dayChipLabel } from '../hooks/days';

const DAYS_SHOWN = 14;

// Two weeks of days as chips (one tap), and any later day through the date field.
export function DayPicker({ value, onPick }: { value: string; onPick: (day: string) => void }) {
  const today = businessToday();
  const days = Array.from({ length: DAYS_SHOWN }, (_, i) => addDays(today, i));
  return (
    <div className="space-y-3">
      <div role="group" aria-label="Day" className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1">
        {days.map((day) => {
          const picked = day === value;
          return (
            <button
              key={day}
              type="button"
              aria-pressed={picked}
              onClick={() => onPick(day)}
              className={cn(
                'h-11 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
                picked ? 'border-teal bg-teal text-white' : 'border-slate-300 bg-white text-navy hover:border-teal',
              )}
            >
              {dayChipLabel(day, today)}
            </button>
          );
        })}
      </div>
      <div className="max-w-60">
        <Field label="Or pick a date">
          {(control) => (
            <Input {...control} type="date" min={today} value={value} onChange={(e) => e.target.value && onPick(e.target.value)} />
          )}
        </Field>
      </div>
    </div>
  );
}
