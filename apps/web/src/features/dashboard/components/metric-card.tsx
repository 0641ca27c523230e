import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

type MetricCardProps = { label: string; value: number | undefined; hint: string; icon: LucideIcon; to?: string | undefined };

// One figure of the strip, a labelled group so it reads as "Total Users, 42".
// With `to`, the whole card opens the list behind the figure (Pending Leaves → /leave).
export function MetricCard({ label, value, hint, icon: Icon, to }: MetricCardProps) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={id}
      className={cn(
        'relative rounded-xl border border-slate-200 bg-white p-4 sm:p-5',
        to && 'focus-within:ring-2 focus-within:ring-teal hover:border-teal',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={id} className="text-sm font-medium text-slate-600">
          {to ? (
            <Link to={to} className="after:absolute after:inset-0 after:rounded-xl focus:outline-none">
              {label}
            </Link>
          ) : (
            label
          )}
        </h3>
        <Icon aria-hidden="true" className="size-5 shrink-0 text-teal" />
      </div>
      <p className="mt-2 text-2xl font-bold tracking-tight text-navy tabular-nums sm:text-3xl">
        {value === undefined ? <span className="text-slate-400">—</span> : value.toLocaleString('en-IN')}
      </p>
      <p className="mt-1 text-xs text-slate-600">{hint}</p>
    </div>
  );
}
