import { MESSAGE_CHANNELS, NOTIFICATION_STATUSES, type MessageChannel, type NotificationStatus } from '@autospa/contract';
import { useSearchParams } from 'react-router';
import type { NotificationParams } from '../api/get-notifications';

export const PAGE_SIZE = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

export type NotificationFilters = { status?: NotificationStatus | undefined; channel?: MessageChannel | undefined };

/**
 * The list's filters and page live in the address (?status=failed&channel=sms&bookingId=…&page=2), so the
 * dashboard's flag and a booking's "Messages sent" link open it filtered, and a reload keeps it.
 */
export function useNotificationFilters() {
  const [search, setSearch] = useSearchParams();
  const bookingIdParam = search.get('bookingId');
  const bookingId = bookingIdParam && UUID.test(bookingIdParam) ? bookingIdParam : undefined;
  const status = oneOf(NOTIFICATION_STATUSES, search.get('status'));
  const channel = oneOf(MESSAGE_CHANNELS, search.get('channel'));
  const page = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
  const params: NotificationParams = { page, limit: PAGE_SIZE, bookingId, status, channel };

  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(search);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setSearch(merged, { replace: true });
  };

  return {
    params,
    /** A new filter starts again at the first page. */
    setFilters: (filters: NotificationFilters) => update({ status: filters.status, channel: filters.channel, page: undefined }),
    clearBooking: () => update({ bookingId: undefined, page: undefined }),
    setPage: (pageIndex: number) => update({ page: pageIndex > 0 ? String(pageIndex + 1) : undefined }),
  };
}
