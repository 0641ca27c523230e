import { formatClockTime, parseClockTime, parseHhMm } from '@autospa/contract';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/format';
import { useAvailability } from '../api/get-availability';

type TimeChoicesProps = { date: string; serviceName: string; value: string; onPick: (time: string) => void };

const sameTime = (a: string, b: string) => a !== '' && parseClockTime(a) === parseClockTime(b);
const note = 'text-sm text-slate-600';
const clock = (hhmm: string | null) => (hhmm ? formatClockTime(parseHhMm(hhmm) ?? 0) : '');

// The free start times for the chosen day and service (GET /tor/get-availability), as buttons that fill the
// time field. The field stays free text: a time typed by hand is checked by the server all the same.
export function TimeChoices({ date, serviceName, value, onPick }: TimeChoicesProps) {
  const availability = useAvailability(date, serviceName);
  if (!date || !serviceName) return <p className={note}>Choose a service and a date to see the free times.</p>;
  if (availability.isPending)
    return (
      <p role="status" className={cn(note, 'flex items-center gap-2')}>
        <Spinner />
        Checking free times...
      </p>
    );
  if (availability.isError)
    return <p className="text-sm font-medium text-danger">{errorMessage(availability.error, 'Could not load the free times.')}</p>;
  const { closed, times, opensAt, closesAt } = availability.data;
  if (closed) return <p className={note}>We are closed on {formatDay(date)}. Please choose another day.</p>;
  if (times.length === 0) return <p className={note}>No free times left on {formatDay(date)}. Please choose another day.</p>;
  return (
    <div role="group" aria-label={`Free times on ${formatDay(date)}`}>
      <p className={cn(note, 'mb-2')}>
        Free times on {formatDay(date)} (open {clock(opensAt)} to {clock(closesAt)}):
      </p>
      <div className="flex flex-wrap gap-2">
        {times.map((t) => {
          const picked = sameTime(value, t);
          return (
            <button
              key={t}
              type="button"
              aria-pressed={picked}
              onClick={() => onPick(t)}
              className={cn(
                'h-9 rounded-lg border px-3 text-sm font-medium tabular-nums transition-colors',
                picked ? 'border-teal bg-teal text-white' : 'border-slate-300 bg-white text-navy hover:border-teal hover:bg-teal/5',
              )}
            >
              {t}
            </button>
          );
        })}
      </div>
    </div>
  );
}
