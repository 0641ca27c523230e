import type { FinancePeriod, FinancePeriodQuery } from '@autospa/contract';
import { useState } from 'react';
import { localDay } from '@/lib/dates';

export type CustomDates = { from: string; to: string };

/** The period a finance screen shows; a custom one's days are applied together, once both are chosen. */
export function usePeriod() {
  const [period, setPeriod] = useState<FinancePeriod>('this-month');
  const [dates, setDates] = useState<CustomDates>(() => ({ from: `${localDay().slice(0, 8)}01`, to: localDay() }));
  const query: FinancePeriodQuery = period === 'custom' ? { period, from: dates.from, to: dates.to } : { period };
  return { period, setPeriod, dates, setDates, query };
}

export type PeriodState = ReturnType<typeof usePeriod>;
