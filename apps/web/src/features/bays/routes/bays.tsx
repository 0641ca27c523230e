import { schedulingMessages } from '@autospa/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { useBays } from '../api/get-bays';
import { BayCard } from '../components/bay-card';
import { BayDialog, type BayDialogState } from '../components/bay-dialog';
import { bayTexts } from '../components/bay-texts';
import { RetireBayDialog, useRetireBayAction } from '../components/retire-bay-dialog';

// Issue 17: the Admin's named bays at /bays. Add, rename, choose the services each can do, retire.
export function BaysRoute() {
  const bays = useBays();
  const [dialog, setDialog] = useState<BayDialogState>({ mode: 'closed' });
  const retire = useRetireBayAction();
  return (
    <>
      <PageHeader
        title="Bays"
        description="Each booking at the shop holds one bay. A bay does every service unless you choose which."
        actions={
          <>
            <RefreshButton onClick={() => void bays.refetch()} busy={bays.isFetching} />
            <Button onClick={() => setDialog({ mode: 'add' })}>
              <Plus aria-hidden="true" className="size-4" />
              Add bay
            </Button>
          </>
        }
      />
      {bays.isPending ? (
        <ListLoading text={bayTexts.loading} />
      ) : bays.isError ? (
        <ListError text={schedulingMessages.failedBays} />
      ) : bays.data.length === 0 ? (
        <ListEmpty title="No bays yet">Add the first bay to take bookings at the shop.</ListEmpty>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Bays" aria-busy={bays.isFetching}>
          {bays.data.map((b) => (
            <BayCard key={b._id} bay={b} onEdit={(bay) => setDialog({ mode: 'edit', bay })} onRetire={retire.ask} />
          ))}
        </ul>
      )}
      <BayDialog state={dialog} onClose={() => setDialog({ mode: 'closed' })} />
      <RetireBayDialog retire={retire} />
    </>
  );
}
