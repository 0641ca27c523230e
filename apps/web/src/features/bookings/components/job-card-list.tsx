import { messages, type BookingView } from '@autospa/contract';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { listErrorText, type ListPage } from '@/lib/read-list';
import { todayBookingsQueryOptions } from '../api/get-today-bookings';
import { bookingTexts } from './booking-texts';
import { CollectDialog } from './collect-dialog';
import { dueOf } from './job-text';
import { JobCard } from './job-card';

// Today's jobs on one page: a day's work for one person fits well under the server's page limit.
const mine = todayBookingsQueryOptions({ assigned: 'me', limit: 100 });
const open = todayBookingsQueryOptions({ assigned: 'unassigned', limit: 100 });

/** The time now, moved on every half minute: No-show appears once a job's start has passed. */
function useNow(everyMs = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}

// The Employee's Today Bookings on a phone: its own jobs first, then the unassigned ones it may take.
export function JobCardList() {
  const myJobs = useQuery(mine);
  const openJobs = useQuery(open);
  const now = useNow();
  const [collecting, setCollecting] = useState<{ booking: BookingView; justCompleted: boolean } | null>(null);
  const onCompleted = (booking: BookingView) => {
    if (dueOf(booking) === 0) return false;
    setCollecting({ booking, justCompleted: true });
    return true;
  };
  const cards = { now, onCompleted, onCollect: (booking: BookingView) => setCollecting({ booking, justCompleted: false }) };
  return (
    <>
      <PageHeader
        title="Today's Bookings"
        description="Your jobs first, then the unassigned ones you can take."
        actions={
          <RefreshButton
            onClick={() => void Promise.all([myJobs.refetch(), openJobs.refetch()])}
            busy={myJobs.isFetching || openJobs.isFetching}
          />
        }
      />
      <div className="space-y-8">
        <JobSection title="My jobs" list={myJobs} empty="No jobs assigned to you today." cards={cards} />
        <JobSection title="Jobs you can take" list={openJobs} empty="No unassigned jobs today." cards={cards} />
      </div>
      <CollectDialog
        booking={collecting?.booking ?? null}
        justCompleted={collecting?.justCompleted ?? false}
        onClose={() => setCollecting(null)}
      />
    </>
  );
}

type JobSectionProps = {
  title: string;
  list: UseQueryResult<ListPage<BookingView>>;
  empty: string;
  cards: Omit<Parameters<typeof JobCard>[0], 'booking'>;
};

function JobSection({ title, list, empty, cards }: JobSectionProps) {
  const id = `jobs-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} aria-busy={list.isFetching}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-navy">
        {title}
        {list.data && <span className="ml-2 text-sm font-normal text-slate-600">({list.data.total})</span>}
      </h2>
      {list.isPending ? (
        <ListLoading text={bookingTexts.loading} />
      ) : list.isError ? (
        <ListError text={listErrorText(list.error, messages.bookings.failedFetchToday)} />
      ) : list.data.data.length === 0 ? (
        <ListEmpty title={empty} />
      ) : (
        <ul className="space-y-3">
          {list.data.data.map((b) => (
            <li key={b._id}>
              <JobCard booking={b} {...cards} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
