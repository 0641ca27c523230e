import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-state';
import { listErrorText, type ListPage } from '@/lib/read-list';

type PanelTexts = { loading: string; failed: string; empty: string; emptyHint: string };

type PanelStateProps<T> = {
  query: UseQueryResult<ListPage<T>>;
  texts: PanelTexts;
  /** A search is typed: an empty answer is 'No data found' in the table, not an empty inbox. */
  searching: boolean;
  children: (page: ListPage<T>) => ReactNode;
};

// A tab's list, or its loading, error or empty state.
export function PanelState<T>({ query, texts, searching, children }: PanelStateProps<T>) {
  if (query.isPending) return <ListLoading text={texts.loading} />;
  if (query.isError) return <ListError text={listErrorText(query.error, texts.failed)} />;
  if (query.data.total === 0 && !searching) return <ListEmpty title={texts.empty}>{texts.emptyHint}</ListEmpty>;
  return <>{children(query.data)}</>;
}
