import type { OpeningHours, Weekday } from '@autospa/contract';
import { useId } from 'react';
import { dayNames, WEEK_FROM_MONDAY } from '@/lib/weekly-hours';
import { Input } from './input';

type WeeklyHoursEditorProps = {
  legend: string;
  value: OpeningHours;
  onChange: (value: OpeningHours) => void;
  /** The ticked state's word, e.g. 'Open' (opening hours) or 'Works' (shifts). */
  onWord: string;
  /** Hours a day gets when it is ticked again. */
  defaultHours: { open: string; close: string };
  errors?: Partial<Record<Weekday, string | undefined>>;
};

// Seven weekdays, each off or with a start and an end time: the business's opening hours or an employee's shifts.
export function WeeklyHoursEditor({ legend, value, onChange, onWord, defaultHours, errors = {} }: WeeklyHoursEditorProps) {
  const id = useId();
  const setDay = (day: Weekday, hours: OpeningHours[Weekday]) => onChange({ ...value, [day]: hours });
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-navy">{legend}</legend>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {WEEK_FROM_MONDAY.map((day) => {
          const hours = value[day];
          const name = dayNames[day];
          const error = errors[day];
          const errorId = `${id}-${day}-error`;
          return (
            <li key={day} className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 px-3 py-2 sm:grid-cols-[9rem_1fr]">
              <label className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-teal"
                  checked={hours !== null}
                  onChange={(e) => setDay(day, e.target.checked ? (hours ?? defaultHours) : null)}
                />
                <span className="text-sm font-medium text-navy">
                  {name}
                  <span className="sr-only">: {onWord}</span>
                </span>
              </label>
              {hours ? (
                <div className="col-span-2 flex items-center gap-2 sm:col-span-1">
                  <Input
                    type="time"
                    aria-label={`${name} from`}
                    value={hours.open}
                    onChange={(e) => setDay(day, { ...hours, open: e.target.value })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    className="sm:max-w-40"
                  />
                  <span aria-hidden="true" className="text-slate-600">
                    –
                  </span>
                  <Input
                    type="time"
                    aria-label={`${name} to`}
                    value={hours.close}
                    onChange={(e) => setDay(day, { ...hours, close: e.target.value })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    className="sm:max-w-40"
                  />
                </div>
              ) : (
                <span className="text-sm text-slate-600 sm:col-span-1">Off</span>
              )}
              {error && (
                <p id={errorId} className="col-span-2 text-sm font-medium text-danger">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
