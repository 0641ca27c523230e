import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListError, ListLoading } from '@/components/ui/list-state';
import { listErrorText } from '@/lib/read-list';

type ListSectionProps<T> = {
  query: UseQueryResult<T>;
  loading: string;
  /** SPEC.md §8 fetch failure text ('Invalid data format from server' wins when that is the reason). */
  failure: string;
  children: (data: T) => ReactNode;
};

// A list screen's card: loading, the error message, or the table (SPEC.md §4).
export function ListSection<T>({ query, loading, failure, children }: ListSectionProps<T>) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      {query.isPending ? (
        <ListLoading text={loading} />
      ) : query.isError ? (
        <ListError text={listErrorText(query.error, failure)} />
      ) : (
        children(query.data)
      )}
    </section>
  );
}
