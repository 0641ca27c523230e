import { useId } from 'react';
import { cn } from '@/lib/cn';

type Choice<T> = { value: T; label: string };
type ChoiceChipsProps<T> = {
  legend: string;
  choices: readonly Choice<T>[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  error?: string | undefined;
  hint?: string;
};

// A set of thumb-sized toggle chips (weekdays, services, vehicle types): each is a real checkbox.
export function ChoiceChips<T extends string | number>({ legend, choices, value, onChange, error, hint }: ChoiceChipsProps<T>) {
  const id = useId();
  const toggle = (v: T) => onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);
  return (
    <fieldset aria-describedby={[hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined}>
      <legend className="text-sm font-medium text-navy">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {choices.map((c) => {
          const on = value.includes(c.value);
          return (
            <label
              key={c.value}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
                on ? 'border-teal bg-teal/10 text-navy' : 'border-slate-300 bg-white text-slate-700',
              )}
            >
              <input type="checkbox" className="size-4 accent-teal" checked={on} onChange={() => toggle(c.value)} />
              {c.label}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
