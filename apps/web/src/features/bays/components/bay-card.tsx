import type { BayView } from '@autospa/contract';
import { Archive, CalendarClock, Pencil } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { bayTexts, upcomingText } from './bay-texts';

type BayCardProps = { bay: BayView; onEdit: (b: BayView) => void; onRetire: (b: BayView) => void };

// One named bay: what it can do and how many bookings are still to come in it.
export function BayCard({ bay, onEdit, onRetire }: BayCardProps) {
  const titleId = useId();
  return (
    <li aria-labelledby={titleId} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={titleId} className="text-lg font-semibold break-words text-navy">
        {bay.name}
      </h2>
      <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        {upcomingText(bay.upcomingBookings)}
      </p>
      <div className="mt-3 flex-1">
        <h3 className="sr-only">Services</h3>
        {bay.serviceNames.length === 0 ? (
          <p className="text-sm font-medium text-eco">{bayTexts.allServices}</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5" aria-label={`Services of ${bay.name}`}>
            {bay.serviceNames.map((name) => (
              <li key={name} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-navy">
                {name}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2 border-t border-slate-100 pt-4 sm:flex sm:justify-end">
        <Button variant="secondary" onClick={() => onEdit(bay)}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> {bay.name}</span>
        </Button>
        <Button variant="ghost" onClick={() => onRetire(bay)}>
          <Archive aria-hidden="true" className="size-4" />
          Retire<span className="sr-only"> {bay.name}</span>
        </Button>
      </div>
    </li>
  );
}
