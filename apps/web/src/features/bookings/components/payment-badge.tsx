import type { BookingView } from '@autospa/contract';
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge';

const tones: Record<BookingView['paymentStatus'], BadgeTone> = { Paid: 'success', 'Partly paid': 'warning', Unpaid: 'neutral' };

// A booking's payment state on the job card (the finance screens have their own badge: features stay apart).
export const PaymentBadge = ({ status }: { status: BookingView['paymentStatus'] }) => (
  <StatusBadge tone={tones[status]}>{status}</StatusBadge>
);
