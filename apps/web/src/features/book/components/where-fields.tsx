import { MapPin } from 'lucide-react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { usePublicSite } from '@/lib/public-site';
import type { BookDraft } from '../hooks/book-draft';

type WhereProps = { atDoor: boolean; draft: BookDraft; update: (change: Partial<BookDraft>) => void; error?: string | undefined };

// Where the wash happens: our address (with a map link), or for a service at the door, where the car is parked.
export function WhereFields({ atDoor, draft, update, error }: WhereProps) {
  const { business } = usePublicSite();
  if (!atDoor)
    return (
      <div className="flex items-start gap-2 text-sm text-slate-700">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal" />
        <p>
          <span className="font-semibold text-navy">Where:</span> {business.name}, {business.addressLine}.{' '}
          <a href={business.mapUrl} target="_blank" rel="noreferrer" className="font-medium text-teal underline-offset-4 hover:underline">
            Open the map
          </a>
        </p>
      </div>
    );
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 font-semibold text-navy">Where is the car parked?</legend>
      <Field label="Address" error={error}>
        {(control) => (
          <Input
            {...control}
            value={draft.address}
            onChange={(e) => update({ address: e.target.value })}
            autoComplete="street-address"
            aria-required="true"
          />
        )}
      </Field>
      <Field label="Landmark (optional)">
        {(control) => <Input {...control} value={draft.landmark} onChange={(e) => update({ landmark: e.target.value })} />}
      </Field>
    </fieldset>
  );
}
