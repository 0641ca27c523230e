import { formatDuration } from '@autospa/contract';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useAddOns } from '../api/get-add-ons';
import { useServiceChoices } from '../api/get-choices';
import type { BookDraft } from '../hooks/book-draft';
import type { Price } from '../hooks/use-price';
import { PriceSummary } from './price-summary';

type ServiceStepProps = {
  draft: BookDraft;
  update: (change: Partial<BookDraft>) => void;
  price: Price | null;
  onDone: () => void;
};

const choice =
  'flex min-h-14 w-full items-center justify-between gap-3 rounded-xl border-2 px-4 py-3 text-left transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2';

/** Step 2: one service, any add-ons, and the total as it changes. */
export function ServiceStep({ draft, update, price, onDone }: ServiceStepProps) {
  const services = useServiceChoices();
  const addOns = useAddOns(draft.serviceName);

  if (services.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner />
        Loading services...
      </p>
    );
  if (services.isError) return <p className="text-sm font-medium text-danger">Failed to fetch service list</p>;
  if (services.data.length === 0)
    return <p className="text-sm text-slate-600">No service can be booked online right now. Please call us.</p>;

  const toggle = (name: string) =>
    update({ addOns: draft.addOns.includes(name) ? draft.addOns.filter((a) => a !== name) : [...draft.addOns, name] });

  return (
    <>
      <ul className="space-y-2" aria-label="Services">
        {services.data.map((s) => {
          const picked = s.serviceName === draft.serviceName;
          return (
            <li key={s._id}>
              <button
                type="button"
                aria-pressed={picked}
                onClick={() => !picked && update({ serviceName: s.serviceName, addOns: [], time: '' })}
                className={cn(choice, picked ? 'border-teal bg-teal-50' : 'border-slate-200 bg-white hover:border-teal/60')}
              >
                <span className="font-semibold text-navy">{s.serviceName}</span>
                <span className="shrink-0 text-sm text-slate-600">{formatDuration(s.durationMinutes)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {draft.serviceName && (addOns.data?.length ?? 0) > 0 && (
        <fieldset className="space-y-2">
          <legend className="mb-2 font-semibold text-navy">Add-ons</legend>
          {addOns.data!.map((a) => (
            <label
              key={a._id}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2"
            >
              <input
                type="checkbox"
                className="size-5 accent-teal"
                checked={draft.addOns.includes(a.name)}
                onChange={() => toggle(a.name)}
              />
              <span className="flex-1 text-navy">{a.name}</span>
              <span className="text-sm text-slate-600 tabular-nums">
                +{a.price} · {formatDuration(a.minutes)}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {price && <PriceSummary price={price} />}
      <Button size="lg" className="w-full sm:w-auto" disabled={!draft.serviceName} onClick={onDone}>
        Continue
      </Button>
    </>
  );
}
