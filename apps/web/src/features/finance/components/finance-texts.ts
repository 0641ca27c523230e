import { routes, type FinancePeriod } from '@autospa/contract';

export const PERIOD_LABELS: Record<FinancePeriod, string> = {
  'this-week': 'This week',
  'this-month': 'This month',
  'last-month': 'Last month',
  custom: 'Custom',
};

export const financeTexts = {
  loadingReport: 'Loading income and expenses...',
  loadingIncome: 'Loading income...',
  loadingExpenses: 'Loading expenses...',
  loadingEarnings: 'Loading your jobs...',
  loadingPayments: 'Loading your payments...',
  loadingReceipt: 'Loading the receipt...',
  failedFetchReceipt: 'Failed to fetch the receipt',
  failedFetchEarnings: 'Failed to fetch your jobs and payments',
  failedDeleteExpense: 'Failed to delete the expense.',
  failedDownload: 'Failed to download the CSV file.',
} as const;

/** The receipt page of one booking. */
export const receiptPath = (bookingId: string) => routes.receipt.replace(':id', encodeURIComponent(bookingId));
