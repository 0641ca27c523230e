import type { SubscriberView } from '@autospa/contract';
import { useQuery } from '@tanstack/react-query';
import type { InboxParams } from './inbox-keys';
import { inboxListOptions } from './inbox-list';

/** GET /tor/get-newsletter-subscribers?page&limit&q: newest first, searched by email. */
export const useSubscribers = (params: InboxParams) => useQuery(inboxListOptions<SubscriberView>('subscribers', params));
