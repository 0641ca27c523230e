import type { NotificationStatus } from '@autospa/contract';
import { StatusBadge } from '@/components/ui/status-badge';
import { statusLabels, statusTones } from './notification-texts';

export const NotificationStatusBadge = ({ status }: { status: NotificationStatus }) => (
  <StatusBadge tone={statusTones[status]}>{statusLabels[status]}</StatusBadge>
);
