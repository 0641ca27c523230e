import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

type FigureCardProps = {
  label: string;
  /** The figure as read (₹1,499, 62 %); undefined while loading. */
  value: string | undefined;
  icon: LucideIcon;
  /** A line under the figure; may hold a breakdown. */
  detail?: ReactNode;
  /** The list or timeline the figure comes from: the whole card opens it. */
  to?: string | undefined;
  className?: string;
};

// One figure of a role dashboard, a labelled group ("Revenue today, ₹1,499") that opens where it comes from.
export function FigureCard({ label, value, icon: Icon, detail, to, className }: FigureCardProps) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={id}
      className={cn(
        'relative rounded-xl border border-slate-200 bg-white p-4 sm:p-5',
        to && 'focus-within:ring-2 focus-within:ring-teal hover:border-teal',
        className,
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
        {value === undefined ? <span className="text-slate-400">—</span> : value}
      </p>
      {detail && <div className="mt-1 text-xs text-slate-600">{detail}</div>}
    </div>
  );
}
