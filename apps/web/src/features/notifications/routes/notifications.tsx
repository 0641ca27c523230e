import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { useNotifications } from '../api/get-notifications';
import { NotificationFilters } from '../components/notification-filters';
import { NotificationList } from '../components/notification-list';
import { notificationTexts as texts } from '../components/notification-texts';
import { useNotificationFilters } from '../hooks/use-notification-filters';

// Issue 19: the delivery log (Admin), filtered by status and channel, or one booking's messages.
export function NotificationsRoute() {
  const { params, setFilters, clearBooking, setPage } = useNotificationFilters();
  const list = useNotifications(params);
  const reference = list.data?.data.find((n) => n.bookingId === params.bookingId)?.reference;
  return (
    <>
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={<RefreshButton onClick={() => void list.refetch()} busy={list.isFetching} />}
      />
      <section className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        {params.bookingId && (
          <p className="mb-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span>Showing the messages of booking {reference ?? 'chosen'} only.</span>
            <Button variant="ghost" onClick={clearBooking} className="h-9">
              <X aria-hidden="true" className="size-4" />
              Show all bookings
            </Button>
          </p>
        )}
        <NotificationFilters value={{ status: params.status, channel: params.channel }} onChange={setFilters} />
        <NotificationList
          query={list}
          filtered={!!(params.status || params.channel || params.bookingId)}
          pageIndex={params.page - 1}
          pageSize={params.limit}
          onPageChange={setPage}
        />
      </section>
    </>
  );
}
