import type { Stat } from '@/content/claims';
import { cn } from '@/lib/cn';

const columns = { 2: 'grid-cols-2', 3: 'grid-cols-1 sm:grid-cols-3', 4: 'grid-cols-2 sm:grid-cols-4' };

type StatListProps = { stats: Stat[]; dark?: boolean; cols?: keyof typeof columns; className?: string };

export function StatList({ stats, dark = false, cols = 4, className }: StatListProps) {
  return (
    <dl className={cn('grid gap-4', columns[cols], className)}>
      {stats.map((s) => (
        <div
          key={s.label}
          className={cn('flex flex-col rounded-2xl p-5 text-center', dark ? 'bg-white/10' : 'border border-slate-200 bg-white')}
        >
          <dt className={cn('text-sm', dark ? 'text-slate-200' : 'text-slate-600')}>{s.label}</dt>
          <dd className={cn('order-first text-3xl font-bold tracking-tight', dark ? 'text-white' : 'text-navy')}>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
