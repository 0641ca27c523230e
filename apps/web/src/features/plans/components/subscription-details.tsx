import type { SubscriptionView } from '@autospa/contract';
import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-state';
import { listErrorText } from '@/lib/read-list';
import { usePlanVisits } from '../api/plan-visits';
import { LedgerList } from './ledger-list';
import { planTexts } from './plan-texts';
import { VisitList } from './visit-list';

function SubscriptionVisits({ subscriptionId, staff }: { subscriptionId: string; staff: boolean }) {
  const visits = usePlanVisits({ page: 1, limit: 50, subscriptionId });
  if (visits.isPending) return <ListLoading text="Loading visits..." />;
  if (visits.isError) return <ListError text={listErrorText(visits.error, planTexts.failedVisits)} />;
  if (visits.data.data.length === 0) return <ListEmpty title="No visits yet" />;
  return <VisitList visits={visits.data.data} staff={staff} />;
}

// A subscription's credits (the ledger) and its visits with their proof photos; `extra` adds staff actions.
export function SubscriptionDetails(props: { sub: SubscriptionView | null; onClose: () => void; staff?: boolean; extra?: ReactNode }) {
  const { sub, onClose, staff = false, extra } = props;
  return (
    <Dialog open={sub !== null} onOpenChange={(open) => !open && onClose()}>
      {sub && (
        <DialogContent title={`${sub.plan.name}, ${sub.vehicle.plate}`} size="lg">
          <div className="space-y-6">
            {extra}
            <section aria-labelledby="credits-title" className="space-y-2">
              <h3 id="credits-title" className="font-semibold text-navy">
                Credits
              </h3>
              <LedgerList subscriptionId={sub._id} />
            </section>
            <section aria-labelledby="visits-title" className="space-y-2">
              <h3 id="visits-title" className="font-semibold text-navy">
                Visits
              </h3>
              <SubscriptionVisits subscriptionId={sub._id} staff={staff} />
            </section>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
