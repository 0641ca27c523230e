import { formatInr } from '@autospa/contract';

export type BreakdownRow = { key: string; label: string; detail: string; amountPaise: number };

type BreakdownListProps = { title: string; rows: BreakdownRow[]; emptyText: string; barClass: string };

// One breakdown of the period (by service, by category): each line's share drawn as a bar under it.
export function BreakdownList({ title, rows, emptyText, barClass }: BreakdownListProps) {
  const largest = Math.max(0, ...rows.map((r) => r.amountPaise));
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 className="text-base font-semibold text-navy">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{emptyText}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {rows.map((r) => (
            <li key={r.key}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 truncate font-medium text-navy" title={r.label}>
                  {r.label}
                </span>
                <span className="shrink-0 font-semibold text-navy tabular-nums">{formatInr(r.amountPaise)}</span>
              </div>
              <div className="mt-1 flex items-center gap-3">
                <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                  <div
                    className={`h-full rounded-full ${barClass}`}
                    style={{ width: `${largest ? (r.amountPaise / largest) * 100 : 0}%` }}
                  />
                </div>
                <span className="shrink-0 text-xs text-slate-600">{r.detail}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
