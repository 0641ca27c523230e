import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormAlert } from '@/components/ui/form-message';
import { cn } from '@/lib/cn';

export type StepState = 'open' | 'done' | 'locked';

type StepSectionProps = {
  id: string;
  number: number;
  title: string;
  state: StepState;
  /** What was chosen, shown while the step is closed (also when a step before it is open again). */
  summary?: ReactNode;
  onChange?: () => void;
  /** A server error that concerns this step. */
  error?: string | null;
  children?: ReactNode;
};

// One step of the booking page: open (its controls), done (a line of what was chosen and "Change"), or locked
// (greyed until the steps before it are done). The heading takes focus when the step opens.
export function StepSection({ id, number, title, state, summary, onChange, error, children }: StepSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'scroll-mt-20 rounded-2xl border bg-white p-4 sm:p-6',
        state === 'open' ? 'border-teal shadow-sm' : 'border-slate-200',
        state === 'locked' && 'bg-slate-50',
      )}
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
            state === 'done' ? 'bg-eco text-white' : state === 'open' ? 'bg-teal text-white' : 'bg-slate-200 text-slate-600',
          )}
        >
          {state === 'done' ? <Check className="size-4" /> : number}
        </span>
        <h2
          id={headingId}
          tabIndex={-1}
          className={cn('flex-1 text-lg font-semibold focus:outline-none', state === 'locked' ? 'text-slate-600' : 'text-navy')}
        >
          <span className="sr-only">{`Step ${number}: `}</span>
          {title}
        </h2>
        {state === 'done' && onChange && (
          <button
            type="button"
            onClick={onChange}
            className="h-11 rounded-lg px-3 text-sm font-semibold text-teal hover:bg-teal/10 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            Change<span className="sr-only"> {title.toLowerCase()}</span>
          </button>
        )}
      </div>
      {state !== 'open' && summary && <div className="mt-2 pl-11 text-sm text-slate-700">{summary}</div>}
      {state === 'open' && (
        <div className="mt-4 space-y-4">
          <FormAlert message={error} />
          {children}
        </div>
      )}
    </section>
  );
}
