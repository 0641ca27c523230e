import { formatDay } from '@/lib/format';

/** "Thu, 26 Nov 2026 at 10:30 AM IST": the business's time, labelled IST as in every message. */
export const whenLabel = (date: string, time: string) => `${formatDay(date)} at ${time} IST`;
