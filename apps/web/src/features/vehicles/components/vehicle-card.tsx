import { vehicleMessages, type VehicleView } from '@autospa/contract';
import { AlertTriangle, MapPin, Palette, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Plate } from './plate';
import { makeModel, typeText, vehicleLabel } from './vehicle-text';

type VehicleCardProps = { vehicle: VehicleView; onEdit: (v: VehicleView) => void; onRetire: (v: VehicleView) => void };

// One car of the customer's garage: plate, make and model, type (or a prompt to set it), colour and parking note.
export function VehicleCard({ vehicle: v, onEdit, onRetire }: VehicleCardProps) {
  const type = typeText(v);
  const name = vehicleLabel(v);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5" aria-label={name}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Plate plate={v.plate} />
        <span className="font-semibold text-navy">{makeModel(v) || 'Make and model not set'}</span>
      </div>
      {type ? (
        <p className="mt-3 text-sm text-slate-700">{type}</p>
      ) : (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {vehicleMessages.typeMissing}
        </p>
      )}
      {(v.colour || v.parkingNote) && (
        <dl className="mt-3 grid gap-1.5 text-sm text-slate-700">
          {v.colour && (
            <div className="flex items-start gap-2">
              <dt>
                <Palette aria-hidden="true" className="mt-0.5 size-4 text-slate-500" />
                <span className="sr-only">Colour</span>
              </dt>
              <dd>{v.colour}</dd>
            </div>
          )}
          {v.parkingNote && (
            <div className="flex items-start gap-2">
              <dt>
                <MapPin aria-hidden="true" className="mt-0.5 size-4 text-slate-500" />
                <span className="sr-only">Parking note</span>
              </dt>
              <dd className="min-w-0 break-words">{v.parkingNote}</dd>
            </div>
          )}
        </dl>
      )}
      <div className="mt-4 grid grid-cols-2 gap-2 border-t border-slate-100 pt-4 sm:flex sm:justify-end">
        <Button variant={type ? 'secondary' : 'primary'} onClick={() => onEdit(v)}>
          <Pencil aria-hidden="true" className="size-4" />
          {type ? 'Edit' : 'Set type'}
          <span className="sr-only"> {name}</span>
        </Button>
        <Button variant="ghost" className="text-danger hover:bg-red-50 hover:text-danger" onClick={() => onRetire(v)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove<span className="sr-only"> {name}</span>
        </Button>
      </div>
    </li>
  );
}
