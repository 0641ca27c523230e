import { api } from '@autospa/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { readList } from '@/lib/read-list';
import { inboxKeys, type InboxKind, type InboxParams } from './inbox-keys';

const paths: Record<InboxKind, string> = {
  messages: api.contactMessages,
  subscribers: api.subscribers,
  applications: api.jobApplications,
};

export const invalidInboxData = 'Invalid data format from server';

/** One page of a list, searched by the server; the rows on screen stay while the next page loads. */
export function inboxListOptions<T>(kind: InboxKind, params: InboxParams) {
  return queryOptions({
    queryKey: inboxKeys.list(kind, params),
    queryFn: () => readList<T>(paths[kind], invalidInboxData, params),
    placeholderData: keepPreviousData,
  });
}

/** How many items a list holds in all (the tab's count): a one-row page, whose answer carries the total. */
export function inboxCountOptions(kind: InboxKind) {
  return queryOptions({
    queryKey: inboxKeys.count(kind),
    queryFn: async () => (await readList<unknown>(paths[kind], invalidInboxData, { page: 1, limit: 1 })).total,
  });
}
