import { api, type MessageChannel, type NotificationStatus, type NotificationView } from '@autospa/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { readList, type ListPage } from '@/lib/read-list';
import { notificationTexts } from '../components/notification-texts';

export type NotificationParams = {
  page: number;
  limit: number;
  bookingId?: string | undefined;
  status?: NotificationStatus | undefined;
  channel?: MessageChannel | undefined;
};

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (params: NotificationParams) => ['notifications', 'list', params] as const,
};

// GET /tor/get-notifications (Admin): one page of the delivery log, newest first, with the total.
export const getNotifications = (params: NotificationParams): Promise<ListPage<NotificationView>> =>
  readList<NotificationView>(api.getNotifications, notificationTexts.invalid, params);

export const notificationsQueryOptions = (params: NotificationParams) =>
  queryOptions({
    queryKey: notificationKeys.list(params),
    queryFn: () => getNotifications(params),
    placeholderData: keepPreviousData,
  });

export const useNotifications = (params: NotificationParams) => useQuery(notificationsQueryOptions(params));
