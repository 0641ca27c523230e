import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { TimelineView } from './timeline-calendar';

type ToolbarProps = {
  day: string;
  today: string;
  view: TimelineView;
  /** Week view is for wide screens; a phone shows one bay's day. */
  canWeek: boolean;
  onDay: (day: string) => void;
  onView: (view: TimelineView) => void;
  onStep: (direction: -1 | 1) => void;
};

export function TimelineToolbar({ day, today, view, canWeek, onDay, onView, onStep }: ToolbarProps) {
  const dateId = useId();
  const unit = view === 'week' ? 'week' : 'day';
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <div className="flex items-end gap-2">
        <Button variant="secondary" className="px-3" onClick={() => onStep(-1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          <span className="sr-only">Previous {unit}</span>
        </Button>
        <div>
          <label htmlFor={dateId} className="block text-xs font-semibold text-slate-600">
            Day
          </label>
          <Input id={dateId} type="date" value={day} onChange={(e) => e.target.value && onDay(e.target.value)} className="w-44" />
        </div>
        <Button variant="secondary" className="px-3" onClick={() => onStep(1)}>
          <ChevronRight aria-hidden="true" className="size-4" />
          <span className="sr-only">Next {unit}</span>
        </Button>
        <Button variant="ghost" disabled={day === today} onClick={() => onDay(today)}>
          Today
        </Button>
      </div>
      {canWeek && (
        <div role="group" aria-label="View" className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
          {(['day', 'week'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => onView(v)}
              className={cn(
                'h-9 rounded-md px-4 text-sm font-semibold capitalize',
                view === v ? 'bg-navy text-white' : 'text-navy hover:bg-slate-100',
              )}
            >
              {v}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
