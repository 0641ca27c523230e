import { CarFront, Plus } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { VehicleView } from '@autospa/contract';
import { vehicleLabel } from './vehicle-label';

type SavedCarsProps = { vehicles: VehicleView[]; selectedId: string; onPick: (v: VehicleView) => void; onAdd: () => void };

const card =
  'flex min-h-14 w-full items-center gap-3 rounded-xl border-2 px-4 py-3 text-left transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2';

// The customer's saved cars first, one tap each; then "Add another car".
export function SavedCars({ vehicles, selectedId, onPick, onAdd }: SavedCarsProps) {
  return (
    <ul className="space-y-2" aria-label="Your cars">
      {vehicles.map((v) => {
        const picked = v._id === selectedId;
        return (
          <li key={v._id}>
            <button
              type="button"
              aria-pressed={picked}
              onClick={() => onPick(v)}
              className={cn(card, picked ? 'border-teal bg-teal-50' : 'border-slate-200 bg-white hover:border-teal/60')}
            >
              <CarFront aria-hidden="true" className="size-6 shrink-0 text-teal" />
              <span className="min-w-0">
                <span className="block font-mono font-bold tracking-wide text-navy">{v.plate}</span>
                <span className="block truncate text-sm text-slate-600">{vehicleLabel(v)}</span>
              </span>
            </button>
          </li>
        );
      })}
      <li>
        <button type="button" onClick={onAdd} className={cn(card, 'border-dashed border-slate-300 bg-white text-teal hover:border-teal')}>
          <Plus aria-hidden="true" className="size-6 shrink-0" />
          <span className="font-semibold">Add another car</span>
        </button>
      </li>
    </ul>
  );
}
