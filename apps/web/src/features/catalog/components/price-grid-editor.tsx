import { zodResolver } from '@hookform/resolvers/zod';
import { pricingMessages, type AddOnView, type CategoryView, type ServicePricesView } from '@autospa/contract';
import { useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert, FormStatus } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useUpdateServicePrices } from '../api/service-prices';
import { cellOf, gridLines, type GridLine, type GridValues } from './price-grid-rows';
import { minutesOf, minutesText, paiseOf, rupeesOf, rupeesText } from './price-text';

const schema = z.object({
  rows: z.array(z.object({ price: rupeesText, minutes: minutesText(1, 720, pricingMessages.gridMinutes) })),
  addOnIds: z.array(z.string()),
  atDoor: z.boolean(),
});
const resolver = zodResolver(schema);
const columns = 'grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_9rem_8rem] sm:items-center';

type EditorProps = { data: ServicePricesView; categories: CategoryView[]; addOns: AddOnView[] };

/**
 * A service's price and time per vehicle type: one row per category, an optional override per subcategory
 * (an empty box falls back to the category row, then to the service's own), the add-ons it offers and
 * whether it is done at the customer's door.
 */
export function PriceGridEditor({ data, categories, addOns }: EditorProps) {
  const lines = useMemo(() => gridLines(categories), [categories]);
  const form = useForm<GridValues>({
    resolver,
    defaultValues: {
      rows: lines.map((l) => {
        const cell = cellOf(data.prices, l);
        return { price: rupeesOf(cell?.pricePaise ?? null), minutes: cell?.minutes == null ? '' : String(cell.minutes) };
      }),
      addOnIds: data.addOnIds,
      atDoor: data.service.atDoor,
    },
  });
  const save = useUpdateServicePrices();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // Inactive add-ons stay listed only while this service still offers them.
  const offerable = addOns.filter((a) => a.status === 'Active' || data.addOnIds.includes(a._id));

  const onSubmit = form.handleSubmit((values) => {
    setOutcome(null);
    const prices = lines
      .map((l, i) => ({
        categoryId: l.categoryId,
        subCategoryId: l.subCategoryId,
        pricePaise: paiseOf(values.rows[i]!.price),
        minutes: minutesOf(values.rows[i]!.minutes),
      }))
      .filter((r) => r.pricePaise !== null || r.minutes !== null);
    save.mutate(
      { serviceId: data.service._id, body: { prices, addOnIds: values.addOnIds, atDoor: values.atDoor } },
      {
        onSuccess: (saved) => setOutcome({ tone: 'success', text: saved?.message ?? pricingMessages.pricesUpdated }),
        onError: (error) => setOutcome({ tone: 'error', text: errorMessage(error, 'Failed to save the prices.') }),
      },
    );
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-6" aria-busy={save.isPending}>
      <FormAlert message={outcome?.tone === 'error' ? outcome.text : null} />
      <section aria-labelledby="grid-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="grid-title" className="text-lg font-semibold text-navy">
          Price and time by vehicle type
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Leave a box empty to use the service&apos;s own {data.service.price} and {data.service.durationMinutes} min (for a subcategory:
          its category&apos;s row first).
        </p>
        {lines.length === 0 ? (
          <p className="mt-4 text-sm text-slate-700">No vehicle categories yet: every car gets the service&apos;s own price and time.</p>
        ) : (
          <div className="mt-4 divide-y divide-slate-100">
            <div aria-hidden="true" className={`${columns} hidden pb-2 text-xs font-medium text-slate-600 sm:grid`}>
              <span>Vehicle type</span>
              <span>Price (₹)</span>
              <span>Minutes</span>
            </div>
            {lines.map((line, i) => (
              <GridRow key={line.subCategoryId ?? line.categoryId} form={form} line={line} index={i} fallback={data.service} />
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="offer-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="offer-title" className="text-lg font-semibold text-navy">
          Add-ons offered
        </h2>
        {offerable.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No add-ons in the catalog yet.</p>
        ) : (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {offerable.map((a) => (
              <li key={a._id}>
                <label className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-navy">
                  <input type="checkbox" value={a._id} {...form.register('addOnIds')} className="size-5 accent-teal" />
                  <span className="flex-1">
                    {a.name}{' '}
                    <span className="text-slate-600 tabular-nums">
                      · {a.price} · {a.minutes} min
                    </span>
                    {a.status === 'Inactive' && <span className="text-slate-600"> (Inactive)</span>}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <label className="flex min-h-11 items-start gap-3 text-navy">
          <input type="checkbox" {...form.register('atDoor')} className="mt-0.5 size-5 accent-teal" />
          <span>
            <span className="font-semibold">At your door</span>
            <span className="block text-sm text-slate-600">
              We come to the customer: the booking asks for an address and uses a mobile team, not a bay.
            </span>
          </span>
        </label>
      </section>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={save.isPending} className="sm:min-w-44">
          {save.isPending && <Spinner />}
          {save.isPending ? 'Saving...' : 'Save Prices'}
        </Button>
        <FormStatus message={outcome?.tone === 'success' ? outcome.text : null} tone="success" />
      </div>
    </form>
  );
}

type RowProps = {
  form: UseFormReturn<GridValues>;
  line: GridLine;
  index: number;
  fallback: ServicePricesView['service'];
};

function GridRow({ form, line, index, fallback }: RowProps) {
  const errors = form.formState.errors.rows?.[index];
  const error = errors?.price?.message ?? errors?.minutes?.message;
  const name = line.parent ? `${line.parent} / ${line.label}` : line.label;
  const errorId = `grid-error-${index}`;
  // An empty box shows what applies instead: the category's row (as typed), else the service's own.
  const parent = form.watch(line.parentIndex === null ? `rows.${index}` : `rows.${line.parentIndex}`);
  const pricePlaceholder = (line.parentIndex !== null && parent.price.trim()) || rupeesOf(fallback.pricePaise);
  const minutesPlaceholder = (line.parentIndex !== null && parent.minutes.trim()) || String(fallback.durationMinutes);
  const box = (field: 'price' | 'minutes', label: string, placeholder: string, inputMode: 'decimal' | 'numeric') => (
    <label className="block text-xs font-medium text-slate-600">
      <span className="sm:sr-only">{label}</span>
      <span className="sr-only"> for {name}</span>
      <Input
        {...form.register(`rows.${index}.${field}`)}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-invalid={errors?.[field] ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 sm:mt-0"
      />
    </label>
  );
  return (
    <div className={line.parent ? 'py-3 pl-4 sm:pl-8' : 'py-3'}>
      <div className={columns}>
        <p className={line.parent ? 'col-span-2 text-sm text-slate-700 sm:col-span-1' : 'col-span-2 font-semibold text-navy sm:col-span-1'}>
          {line.label}
          {line.parent && <span className="text-slate-500"> · override</span>}
        </p>
        {box('price', 'Price (₹)', pricePlaceholder, 'decimal')}
        {box('minutes', 'Minutes', minutesPlaceholder, 'numeric')}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
