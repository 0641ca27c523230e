import { CircleCheck, FolderKanban, Hourglass, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { routes } from '@autospa/contract';
import { Button } from '@/components/ui/button';
import { useMetrics } from '../api/get-metrics';
import { MetricCard } from './metric-card';
import { metricHints, type MetricKey } from './metric-hints';

// SPEC.md §2 Dashboards: the card names are the specification's.
const cards: { key: MetricKey; label: string; icon: LucideIcon }[] = [
  { key: 'totalUsers', label: 'Total Users', icon: Users },
  { key: 'pendingLeaves', label: 'Pending Leaves', icon: Hourglass },
  { key: 'completedTasks', label: 'Completed Tasks', icon: CircleCheck },
  { key: 'totalProjects', label: 'Total Projects', icon: FolderKanban },
];

// Issue 17: Pending Leaves counts leave requests; the Admin decides them (and an Employee follows its own) on /leave.
const leaveLink = (role: string, key: MetricKey) => (key === 'pendingLeaves' && role !== 'User' ? routes.leave : undefined);

type MetricsStripProps = { role: string; actions?: ReactNode };

export function MetricsStrip({ role, actions }: MetricsStripProps) {
  const metrics = useMetrics();
  const hints = metricHints(role);
  return (
    <section aria-labelledby="metrics-heading" className="space-y-4">
      <h2 id="metrics-heading" className="sr-only">
        Figures
      </h2>
      {metrics.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-danger">
          The figures could not be loaded.
          <Button variant="secondary" className="h-9" onClick={() => void metrics.refetch()}>
            Try again
          </Button>
        </div>
      )}
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4" aria-busy={metrics.isPending}>
        {cards.map((card) => (
          <MetricCard
            key={card.key}
            label={card.label}
            icon={card.icon}
            value={metrics.data?.[card.key]}
            hint={hints[card.key]}
            to={leaveLink(role, card.key)}
          />
        ))}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </section>
  );
}
