// The Inbox's query keys (kept in the feature: nothing else shows these lists). Any change reloads them all.
export type InboxKind = 'messages' | 'subscribers' | 'applications';
export type InboxParams = { page?: number; limit?: number; q?: string };

export const inboxKeys = {
  all: ['inbox'] as const,
  list: (kind: InboxKind, params: InboxParams) => ['inbox', kind, 'list', params] as const,
  count: (kind: InboxKind) => ['inbox', kind, 'count'] as const,
};
