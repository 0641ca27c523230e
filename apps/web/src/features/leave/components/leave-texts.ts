import { formatDay } from '@/lib/format';

// The leave screen's own wording (the server's answers come from the contract's schedulingMessages).
export const leaveTexts = {
  loading: 'Loading leave requests...',
  failedSave: 'Failed to request leave.',
  failedDecide: 'Failed to decide the leave request.',
};

/** "Mon, 7 Dec 2026" or "Mon, 7 Dec 2026 – Wed, 9 Dec 2026 (3 days)". */
export function leaveDays(from: string, to: string): string {
  if (from === to) return `${formatDay(from)} (1 day)`;
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  return `${formatDay(from)} – ${formatDay(to)} (${days} days)`;
}
