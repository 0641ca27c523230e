import { BusyBar } from '@/components/ui/busy-bar';
import { cn } from '@/lib/cn';

export type Stat = { label: string; value: string; hint?: string; tone?: 'default' | 'positive' | 'negative' };

// The period's figures as cards; each card is a group named by its label, so tests and screen readers find it.
export function StatCards({ stats, busy = false }: { stats: Stat[]; busy?: boolean }) {
  return (
    <div className="relative">
      <BusyBar busy={busy} />
      <ul aria-busy={busy} className={cn('grid gap-3 sm:grid-cols-2', stats.length >= 4 ? 'xl:grid-cols-4' : 'xl:grid-cols-3')}>
        {stats.map((s) => (
          <li key={s.label}>
            <div role="group" aria-label={s.label} className="h-full rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
              <p className="text-sm font-medium text-slate-600">{s.label}</p>
              <p
                className={cn(
                  'mt-1 text-2xl font-bold tracking-tight tabular-nums',
                  s.tone === 'positive' ? 'text-eco' : s.tone === 'negative' ? 'text-danger' : 'text-navy',
                )}
              >
                {s.value}
              </p>
              {s.hint && <p className="mt-1 text-xs text-slate-600">{s.hint}</p>}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
