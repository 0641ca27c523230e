import type { ContactMessageView } from '@autospa/contract';
import { useQuery } from '@tanstack/react-query';
import type { InboxParams } from './inbox-keys';
import { inboxListOptions } from './inbox-list';

/** GET /tor/get-contact-messages?page&limit&q: newest first, searched by name, email and text. */
export const useContactMessages = (params: InboxParams) => useQuery(inboxListOptions<ContactMessageView>('messages', params));
