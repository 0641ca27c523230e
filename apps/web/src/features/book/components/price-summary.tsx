import { formatDuration } from '@autospa/contract';
import { cn } from '@/lib/cn';
import type { Price } from '../hooks/use-price';

// The itemised price: the service for this car, each add-on, the total in ₹ (Indian grouping) and the time it takes.
export function PriceSummary({ price, className }: { price: Price; className?: string }) {
  return (
    <div className={cn('rounded-xl bg-foam p-4', className)} aria-busy={price.updating}>
      <ul className="space-y-1 text-sm text-slate-700">
        {price.items.map((item) => (
          <li key={`${item.kind}-${item.name}`} className="flex justify-between gap-4">
            <span>
              {item.kind === 'addOn' && <span className="sr-only">Add-on: </span>}
              {item.name}
            </span>
            <span className="tabular-nums">{item.price}</span>
          </li>
        ))}
      </ul>
      <p
        className="mt-2 flex justify-between gap-4 border-t border-slate-200 pt-2 font-semibold text-navy"
        aria-live="polite"
        data-testid="book-total"
      >
        <span>Total · {formatDuration(price.minutes)}</span>
        <span className="text-lg tabular-nums">{price.total}</span>
      </p>
      {price.estimate && (
        <p className="mt-1 text-xs text-slate-600">The service's base price; the final price is confirmed with your booking.</p>
      )}
    </div>
  );
}
