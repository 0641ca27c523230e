import type { BookingStatus, PaymentStatus } from '@autospa/contract';
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge';

const paymentTones: Record<PaymentStatus, BadgeTone> = { Paid: 'success', 'Partly paid': 'warning', Unpaid: 'neutral' };

export const PaymentStatusBadge = ({ status }: { status: PaymentStatus }) => (
  <StatusBadge tone={paymentTones[status]}>{status}</StatusBadge>
);

// BRAND.md: Pending amber, Confirmed teal, In progress navy, Completed green, Cancelled grey.
const bookingTones: Record<BookingStatus, BadgeTone> = {
  Pending: 'warning',
  Confirmed: 'info',
  'In progress': 'navy',
  Completed: 'success',
  Cancelled: 'neutral',
  'No-show': 'neutral',
};

export const BookingStatusBadge = ({ status }: { status: BookingStatus }) => (
  <StatusBadge tone={bookingTones[status]}>{status}</StatusBadge>
);
