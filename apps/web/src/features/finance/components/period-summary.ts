import type { PeriodView } from '@autospa/contract';
import { formatDay } from '@/lib/format';
import { PERIOD_LABELS } from './finance-texts';

/** 'This month: Sun, 1 Mar 2026 to Tue, 31 Mar 2026 (Asia/Kolkata)'. */
export const periodSummary = (p: PeriodView) => `${PERIOD_LABELS[p.period]}: ${formatDay(p.from)} to ${formatDay(p.to)} (${p.timeZone})`;
