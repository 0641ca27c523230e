import type { PlanView } from '@autospa/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { listErrorText } from '@/lib/read-list';
import { usePlans } from '../api/get-plans';
import { useSavePlan } from '../api/save-plan';
import { PlanCard } from '../components/plan-card';
import { bodyOf, draftOf, PlanForm } from '../components/plan-form';
import { planTexts } from '../components/plan-texts';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; plan: PlanView };

// Issue 20: the Admin's plans at /plans: every plan, active or not; create, edit, deactivate and activate.
export function PlansRoute() {
  const list = usePlans(true);
  const save = useSavePlan();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deactivating, setDeactivating] = useState<PlanView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => setEditing({ mode: 'closed' });

  const setActive = (plan: PlanView, active: boolean) =>
    save.mutate(
      { id: plan._id, body: { ...bodyOf(draftOf(plan)), active } },
      {
        onSuccess: () => {
          toast.success(active ? `${plan.name} is for sale again.` : `${plan.name} is no longer sold.`);
          setDeactivating(null);
        },
        onError: (err) =>
          active ? toast.error(errorMessage(err, planTexts.failedSave)) : setError(errorMessage(err, planTexts.failedSave)),
      },
    );
  const addButton = (
    <Button onClick={() => setEditing({ mode: 'add' })} className="w-full sm:w-auto">
      <Plus aria-hidden="true" className="size-4" />
      New plan
    </Button>
  );
  const plan = editing.mode === 'edit' ? editing.plan : null;

  return (
    <>
      <PageHeader
        title="Plans"
        description="Memberships the customers buy: daily cleaning, washes a month, or a wash pack. Active plans show on the home page."
        actions={addButton}
      />
      {list.isPending ? (
        <ListLoading text="Loading plans..." />
      ) : list.isError ? (
        <ListError text={listErrorText(list.error, planTexts.failedPlans)} />
      ) : list.data.length === 0 ? (
        <ListEmpty title="No plans yet">
          <p>Create the first plan; it shows on the home page as soon as it is active.</p>
        </ListEmpty>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Plans" aria-busy={list.isFetching}>
          {list.data.map((p) => (
            <PlanCard
              key={p._id}
              plan={p}
              onEdit={(planToEdit) => setEditing({ mode: 'edit', plan: planToEdit })}
              onToggle={(target) => (target.active ? setDeactivating(target) : setActive(target, true))}
            />
          ))}
        </ul>
      )}
      <Dialog open={editing.mode !== 'closed'} onOpenChange={(open) => !open && close()}>
        {editing.mode !== 'closed' && (
          <DialogContent title={plan ? `Edit ${plan.name}` : 'New plan'} size="lg">
            <PlanForm key={plan?._id ?? 'new'} plan={plan} onDone={close} />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeactivating(null);
            setError(null);
          }
        }}
        title={`Stop selling ${deactivating?.name ?? 'this plan'}?`}
        description="It leaves the home page and cannot be bought. Customers who have it keep it until it ends."
        confirmLabel="Deactivate"
        pendingLabel="Deactivating..."
        onConfirm={() => deactivating && setActive(deactivating, false)}
        pending={save.isPending}
        error={error}
      />
    </>
  );
}
