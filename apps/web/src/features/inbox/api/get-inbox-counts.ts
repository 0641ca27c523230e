import { useQueries } from '@tanstack/react-query';
import type { InboxKind } from './inbox-keys';
import { inboxCountOptions } from './inbox-list';

const kinds: InboxKind[] = ['messages', 'subscribers', 'applications'];

/** Each list's total for the tabs; undefined while it loads or when it failed. */
export function useInboxCounts(): Partial<Record<InboxKind, number>> {
  const results = useQueries({ queries: kinds.map((kind) => inboxCountOptions(kind)) });
  return Object.fromEntries(kinds.map((kind, i) => [kind, results[i]?.data]));
}
