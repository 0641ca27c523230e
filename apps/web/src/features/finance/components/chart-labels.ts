import type { GroupBy } from '@autospa/contract';

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthLabel = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const compactInr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', notation: 'compact', maximumFractionDigits: 1 });

/** A chart bucket as people read it: '5 Mar' by day, 'Mar 2026' by month. */
export function bucketLabel(bucket: string, groupBy: GroupBy): string {
  const date = new Date(groupBy === 'day' ? `${bucket}T00:00:00Z` : `${bucket}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return bucket;
  return (groupBy === 'day' ? dayLabel : monthLabel).format(date);
}

/** An axis tick in rupees, short: ₹1.5K, ₹2L. */
export const axisInr = (paise: number) => compactInr.format(paise / 100);
