import { api, type FinancePeriodQuery } from '@autospa/contract';
import { downloadFile } from '@/lib/download-file';

export type CsvKind = 'income' | 'expenses';

/** GET /tor/export-finance-csv (Admin): the period's rows as a file, named by the server, else `${kind}.csv`. */
export function downloadFinanceCsv(period: FinancePeriodQuery, kind: CsvKind): Promise<string> {
  const params = new URLSearchParams({ kind });
  for (const [key, value] of Object.entries(period)) if (value !== undefined) params.set(key, String(value));
  return downloadFile(`${api.exportFinanceCsv}?${params.toString()}`, 'text/csv', `${kind}.csv`);
}
