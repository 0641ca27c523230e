import type { FinancePeriodQuery } from '@autospa/contract';

// The finance screens' query keys: any payment or expense change reloads everything under 'finance'.
export const financeKeys = {
  all: ['finance'] as const,
  report: (period: FinancePeriodQuery) => ['finance', 'report', period] as const,
  income: (params: object) => ['finance', 'income', params] as const,
  expenses: (params: object) => ['finance', 'expenses', params] as const,
  bookingPayments: (bookingId: string) => ['finance', 'payments', bookingId] as const,
  myEarnings: (period: FinancePeriodQuery) => ['finance', 'my-earnings', period] as const,
  myPayments: (params: object) => ['finance', 'my-payments', params] as const,
  receipt: (id: string) => ['finance', 'receipt', id] as const,
  refunds: (bookingId: string) => ['finance', 'refunds', bookingId] as const,
};
