import { api, type FinancePeriodQuery } from '@autospa/contract';
import { ApiError } from '@/lib/api-client';
import { getSession } from '@/lib/session';

export type CsvKind = 'income' | 'expenses';

/** The file name the server gives in Content-Disposition, else a plain one. */
function fileNameOf(header: string | null, kind: CsvKind): string {
  const match = header && /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : `${kind}.csv`;
}

async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

// GET /tor/export-finance-csv (Admin): the period's rows as a file. A file, not JSON, so not through
// apiRequest; it sends the session's bearer token the same way.
export async function downloadFinanceCsv(period: FinancePeriodQuery, kind: CsvKind): Promise<string> {
  const params = new URLSearchParams({ kind });
  for (const [key, value] of Object.entries(period)) if (value !== undefined) params.set(key, String(value));
  const token = getSession()?.token;
  const headers = new Headers({ Accept: 'text/csv' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${api.exportFinanceCsv}?${params.toString()}`, { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, undefined, undefined);
  }
  if (!response.ok) throw new ApiError(response.status, await messageOf(response), undefined);
  const name = fileNameOf(response.headers.get('content-disposition'), kind);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the object URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
  return name;
}
