import type { SubscriptionView } from '@autospa/contract';
import { CirclePause, ListChecks, Plus, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { listErrorText } from '@/lib/read-list';
import { usePlans } from '../api/get-plans';
import { useMySubscriptions } from '../api/subscriptions';
import { BuyPlanForm } from '../components/buy-plan-form';
import { CancelDialog } from '../components/cancel-dialog';
import { PauseDialog } from '../components/pause-dialog';
import { planTexts } from '../components/plan-texts';
import { SubscriptionCard, isLive } from '../components/subscription-card';
import { SubscriptionDetails } from '../components/subscription-details';

// Issue 20: the customer's plans at /my-plans: buy one (the home page's "Buy plan" lands here with ?planId=), see
// each with its credits, period and pauses, its credits and visits with their photos, and pause or cancel it.
export function MyPlansRoute() {
  const [search, setSearch] = useSearchParams();
  const planId = search.get('planId');
  const [buying, setBuying] = useState(planId !== null);
  const plans = usePlans();
  const subs = useMySubscriptions();
  const [details, setDetails] = useState<SubscriptionView | null>(null);
  const [pausing, setPausing] = useState<SubscriptionView | null>(null);
  const [cancelling, setCancelling] = useState<SubscriptionView | null>(null);
  const choosePlan = (id: string) => setSearch(id ? { planId: id } : {}, { replace: true });
  const stopBuying = () => {
    setBuying(false);
    setSearch({}, { replace: true });
  };
  // The lists reload after a write: the dialogs show the fresh subscription.
  const fresh = (s: SubscriptionView | null) => (s && subs.data?.find((x) => x._id === s._id)) ?? s;

  return (
    <>
      <PageHeader
        title="My Plans"
        description="Your memberships: credits left, the visits made with their photos, pause or cancel in one tap."
        actions={
          !buying && (
            <Button onClick={() => setBuying(true)} className="w-full sm:w-auto">
              <Plus aria-hidden="true" className="size-4" />
              Buy a plan
            </Button>
          )
        }
      />
      {buying && (
        <section aria-labelledby="buy-title" className="mb-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
          <div className="mb-4 flex items-center justify-between gap-2">
            <h2 id="buy-title" className="text-lg font-semibold text-navy">
              Buy a plan
            </h2>
            <Button variant="ghost" onClick={stopBuying}>
              Close
            </Button>
          </div>
          {plans.isPending ? (
            <ListLoading text="Loading plans..." />
          ) : plans.isError ? (
            <ListError text={listErrorText(plans.error, planTexts.failedPlans)} />
          ) : plans.data.length === 0 ? (
            <ListEmpty title="No plans for sale right now" />
          ) : (
            <BuyPlanForm plans={plans.data} planId={planId ?? ''} onPlan={choosePlan} onDone={stopBuying} />
          )}
        </section>
      )}
      {subs.isPending ? (
        <ListLoading text="Loading your plans..." />
      ) : subs.isError ? (
        <ListError text={planTexts.failedSubscriptions} />
      ) : subs.data.length === 0 ? (
        <ListEmpty title="No plans yet">
          <p>A plan pays for your washes ahead: each booking then takes one credit instead of a price.</p>
        </ListEmpty>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Your plans" aria-busy={subs.isFetching}>
          {subs.data.map((s) => (
            <SubscriptionCard key={s._id} sub={s}>
              <Button variant="secondary" onClick={() => setDetails(s)} className="col-span-2 sm:col-span-1">
                <ListChecks aria-hidden="true" className="size-4" />
                Credits and visits<span className="sr-only"> ({s.plan.name})</span>
              </Button>
              {isLive(s) && (
                <>
                  <Button variant="secondary" onClick={() => setPausing(s)} disabled={s.pauseDaysLeft <= 0}>
                    <CirclePause aria-hidden="true" className="size-4" />
                    Pause<span className="sr-only"> {s.plan.name}</span>
                  </Button>
                  <Button variant="ghost" className="text-danger hover:bg-red-50 hover:text-danger" onClick={() => setCancelling(s)}>
                    <XCircle aria-hidden="true" className="size-4" />
                    Cancel<span className="sr-only"> {s.plan.name}</span>
                  </Button>
                </>
              )}
            </SubscriptionCard>
          ))}
        </ul>
      )}
      <SubscriptionDetails sub={fresh(details)} onClose={() => setDetails(null)} />
      <PauseDialog sub={fresh(pausing)} onClose={() => setPausing(null)} />
      <CancelDialog sub={fresh(cancelling)} onClose={() => setCancelling(null)} />
    </>
  );
}
