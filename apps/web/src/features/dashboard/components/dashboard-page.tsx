import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { MetricsStrip } from './metrics-strip';

type DashboardPageProps = {
  title: string;
  role: string;
  name: string;
  /** The metrics strip's buttons (the creation dialogs this role may use). */
  actions?: ReactNode;
  /** The role's own summary cards under the figures. */
  children?: ReactNode;
};

// SPEC.md §2 Dashboards: the metrics strip with its buttons, then what this role needs next.
export function DashboardPage({ title, role, name, actions, children }: DashboardPageProps) {
  return (
    <>
      <PageHeader title={title} description={name ? `Welcome back, ${name}.` : undefined} />
      <div className="space-y-6">
        <MetricsStrip role={role} actions={actions} />
        {children && <div className="grid gap-6 lg:grid-cols-2">{children}</div>}
      </div>
    </>
  );
}
