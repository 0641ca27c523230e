import type { BookingStatus } from '@autospa/contract';
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge';

// BRAND.md: Pending amber, Confirmed teal, In progress navy, Completed green, Cancelled grey.
const tones: Record<BookingStatus, BadgeTone> = {
  Pending: 'warning',
  Confirmed: 'info',
  'In progress': 'navy',
  Completed: 'success',
  Cancelled: 'neutral',
  'No-show': 'neutral',
};

export const BookingStatusBadge = ({ status }: { status: BookingStatus }) => <StatusBadge tone={tones[status]}>{status}</StatusBadge>;
