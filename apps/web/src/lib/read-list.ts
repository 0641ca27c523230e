import { apiRequest, type RequestOptions } from './api-client';

/** A list answer that is not `{data:[...]}` (SPEC.md §7: "anything else gives an error"). */
export class DataFormatError extends Error {
  override readonly name = 'DataFormatError';
}

export type ListPage<T> = { data: T[]; total: number };

/** GETs a `{data, total?}` list; `invalidText` is the screen's SPEC.md §8 wording for a malformed answer. */
export async function readList<T>(path: string, invalidText: string, query?: RequestOptions['query']): Promise<ListPage<T>> {
  const { data } = await apiRequest<{ data?: unknown; total?: unknown } | undefined>(path, query ? { query } : {});
  if (!data || !Array.isArray(data.data)) throw new DataFormatError(invalidText);
  return { data: data.data as T[], total: typeof data.total === 'number' ? data.total : data.data.length };
}

/** What a list screen says when loading failed: the format error as such, else its fetch failure text. */
export const listErrorText = (error: unknown, fallback: string) => (error instanceof DataFormatError ? error.message : fallback);
