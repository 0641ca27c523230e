import type { ServiceStatus } from '@autospa/contract';
import { StatusBadge } from '@/components/ui/status-badge';

export const ServiceStatusBadge = ({ status }: { status: ServiceStatus }) => (
  <StatusBadge tone={status === 'Active' ? 'success' : 'neutral'}>{status}</StatusBadge>
);
