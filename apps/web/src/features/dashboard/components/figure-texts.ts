import type { BookingStatus } from '@autospa/contract';
import { formatRupees } from '@/lib/format';

export const count = (n: number) => n.toLocaleString('en-IN');

/** "2 Pending · 3 Confirmed", the statuses that have jobs; "No jobs today" when none. */
export function statusBreakdown(rows: readonly { status: BookingStatus; count: number }[]): string {
  const parts = rows.filter((r) => r.count > 0).map((r) => `${count(r.count)} ${r.status}`);
  return parts.length ? parts.join(' · ') : 'No jobs today';
}

/** "₹12,000 last month to this day (up 20 %)". */
export function monthComparison(thisMonth: number, lastMonth: number): string {
  const base = `${formatRupees(lastMonth)} last month to this day`;
  if (lastMonth === 0) return base;
  const change = Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
  return `${base} (${change === 0 ? 'level' : `${change > 0 ? 'up' : 'down'} ${Math.abs(change)} %`})`;
}
