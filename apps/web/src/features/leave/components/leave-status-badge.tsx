import type { LeaveStatus } from '@autospa/contract';
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge';

// Pending amber (waits for the Admin), Approved green, Declined grey; the word is always there.
const tones: Record<LeaveStatus, BadgeTone> = { Pending: 'warning', Approved: 'success', Declined: 'neutral' };

export const LeaveStatusBadge = ({ status }: { status: LeaveStatus }) => <StatusBadge tone={tones[status]}>{status}</StatusBadge>;
