import { SUBSCRIPTION_STATUSES, type SubscriptionView } from '@autospa/contract';
import { CirclePause, IndianRupee, ListChecks, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TablePagination } from '@/components/ui/data-table';
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { listErrorText } from '@/lib/read-list';
import { useSubscriptions } from '../api/subscriptions';
import { AdjustCreditsForm } from '../components/adjust-credits-form';
import { CancelDialog } from '../components/cancel-dialog';
import { PauseDialog } from '../components/pause-dialog';
import { PlanPaymentDialog } from '../components/plan-payment-dialog';
import { planTexts } from '../components/plan-texts';
import { StatusFilter } from '../components/status-filter';
import { isLive, SubscriptionCard, subscriptionStatusText } from '../components/subscription-card';
import { SubscriptionDetails } from '../components/subscription-details';

const LIMIT = 20;
const statusChoices = SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: subscriptionStatusText(s) }));

// Issue 20: the Admin's subscriptions at /subscriptions: who has which plan for which car, its credits and payment;
// the ledger with "Adjust credits", "Record payment", and pause or cancel for the customer.
export function SubscriptionsRoute() {
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const list = useSubscriptions({ page, limit: LIMIT, ...(status && { status }) });
  const [details, setDetails] = useState<SubscriptionView | null>(null);
  const [paying, setPaying] = useState<SubscriptionView | null>(null);
  const [pausing, setPausing] = useState<SubscriptionView | null>(null);
  const [cancelling, setCancelling] = useState<SubscriptionView | null>(null);
  const fresh = (s: SubscriptionView | null) => (s && list.data?.data.find((x) => x._id === s._id)) ?? s;
  const shown = fresh(details);

  return (
    <>
      <PageHeader
        title="Subscriptions"
        description="Every plan bought: its car, period, credits and payment."
        actions={<RefreshButton onClick={() => void list.refetch()} busy={list.isFetching} />}
      />
      <div className="mb-4">
        <StatusFilter
          label="Status"
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          choices={statusChoices}
        />
      </div>
      {list.isPending ? (
        <ListLoading text="Loading subscriptions..." />
      ) : list.isError ? (
        <ListError text={listErrorText(list.error, planTexts.failedSubscriptions)} />
      ) : list.data.data.length === 0 ? (
        <ListEmpty title={status ? 'No subscriptions with this status' : 'No subscriptions yet'} />
      ) : (
        <>
          <ul className="grid gap-4 2xl:grid-cols-2" aria-label="Subscriptions" aria-busy={list.isFetching}>
            {list.data.data.map((s) => (
              <SubscriptionCard key={s._id} sub={s} staff>
                <Button variant="secondary" onClick={() => setDetails(s)}>
                  <ListChecks aria-hidden="true" className="size-4" />
                  Credits
                  <span className="sr-only">
                    {' '}
                    of {s.customer.username}, {s.vehicle.plate}
                  </span>
                </Button>
                <Button variant="secondary" onClick={() => setPaying(s)} disabled={s.status === 'cancelled'}>
                  <IndianRupee aria-hidden="true" className="size-4" />
                  Record payment<span className="sr-only"> of {s.customer.username}</span>
                </Button>
                {isLive(s) && (
                  <>
                    <Button variant="secondary" onClick={() => setPausing(s)} disabled={s.pauseDaysLeft <= 0}>
                      <CirclePause aria-hidden="true" className="size-4" />
                      Pause<span className="sr-only"> for {s.customer.username}</span>
                    </Button>
                    <Button variant="ghost" className="text-danger hover:bg-red-50 hover:text-danger" onClick={() => setCancelling(s)}>
                      <XCircle aria-hidden="true" className="size-4" />
                      Cancel<span className="sr-only"> for {s.customer.username}</span>
                    </Button>
                  </>
                )}
              </SubscriptionCard>
            ))}
          </ul>
          <div className="mt-4">
            <TablePagination
              pageIndex={page - 1}
              pageCount={Math.max(1, Math.ceil(list.data.total / LIMIT))}
              pageSize={LIMIT}
              total={list.data.total}
              onPageChange={(i) => setPage(i + 1)}
            />
          </div>
        </>
      )}
      <SubscriptionDetails sub={shown} onClose={() => setDetails(null)} staff extra={shown && <AdjustCreditsForm sub={shown} />} />
      <PlanPaymentDialog sub={fresh(paying)} onClose={() => setPaying(null)} />
      <PauseDialog sub={fresh(pausing)} onClose={() => setPausing(null)} />
      <CancelDialog sub={fresh(cancelling)} onClose={() => setCancelling(null)} />
    </>
  );
}
