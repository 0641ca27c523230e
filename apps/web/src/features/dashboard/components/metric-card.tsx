import type { LucideIcon } from 'lucide-react';
import { FigureCard } from './figure-card';

type MetricCardProps = { label: string; value: number | undefined; hint: string; icon: LucideIcon; to?: string | undefined };

// One figure of SPEC.md's strip ("Total Users, 42"), a FigureCard with the count in Indian grouping and its hint.
// With `to`, the whole card opens the list behind the figure (Pending Leaves → /leave).
export function MetricCard({ label, value, hint, icon, to }: MetricCardProps) {
  return <FigureCard label={label} value={value?.toLocaleString('en-IN')} icon={icon} detail={hint} to={to} />;
}
