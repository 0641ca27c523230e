import type { NotificationView } from '@autospa/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { TablePagination } from '@/components/ui/data-table';
import { BusyBar } from '@/components/ui/busy-bar';
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-state';
import { listErrorText, type ListPage } from '@/lib/read-list';
import { useMediaQuery, WIDE_SCREEN } from '@/lib/use-media-query';
import { NotificationCards } from './notification-cards';
import { NotificationTable } from './notification-table';
import { notificationTexts as texts } from './notification-texts';

type NotificationListProps = {
  query: UseQueryResult<ListPage<NotificationView>>;
  filtered: boolean;
  pageIndex: number;
  pageSize: number;
  onPageChange: (pageIndex: number) => void;
};

// One page of the log, or its loading, error or empty state: cards on a phone, a table on a wide screen.
export function NotificationList({ query, filtered, pageIndex, pageSize, onPageChange }: NotificationListProps) {
  const wide = useMediaQuery(WIDE_SCREEN);
  if (query.isPending) return <ListLoading text={texts.loading} />;
  if (query.isError) return <ListError text={listErrorText(query.error, texts.failed)} />;
  const { data, total } = query.data;
  if (total === 0)
    return filtered ? <ListEmpty title={texts.emptyFiltered} /> : <ListEmpty title={texts.empty}>{texts.emptyHint}</ListEmpty>;
  return (
    <div className="space-y-4">
      <div className="relative" aria-busy={query.isPlaceholderData}>
        <BusyBar busy={query.isPlaceholderData} />
        {wide ? <NotificationTable rows={data} /> : <NotificationCards rows={data} />}
      </div>
      <TablePagination
        pageIndex={pageIndex}
        pageCount={Math.ceil(total / pageSize)}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
      />
    </div>
  );
}
