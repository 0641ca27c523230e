import { StatusBadge } from '@/components/ui/status-badge';

export const ActiveBadge = ({ active }: { active: boolean }) => (
  <StatusBadge tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</StatusBadge>
);
