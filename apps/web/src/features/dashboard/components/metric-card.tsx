import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';

type MetricCardProps = { label: string; value: number | undefined; hint: string; icon: LucideIcon };

// One figure of the strip, a labelled group so it reads as "Total Users, 42".
export function MetricCard({ label, value, hint, icon: Icon }: MetricCardProps) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 id={id} className="text-sm font-medium text-slate-600">
          {label}
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
