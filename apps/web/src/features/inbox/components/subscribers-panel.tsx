import { type SubscriberView, inboxMessages } from '@autospa/contract';
import { DataTable, useServerPaging } from '@/components/ui/data-table';
import { useConfirmedAction } from '@/lib/use-confirmed-action';
import { useDeleteSubscriber } from '../api/delete-subscriber';
import { useSubscribers } from '../api/get-subscribers';
import { DeleteConfirm } from './delete-confirm';
import { inboxTexts } from './inbox-texts';
import { PanelState } from './panel-state';
import { subscriberColumns } from './subscriber-columns';

const texts = inboxTexts.subscribers;

// Newsletter sign-ups, newest first; an address is removed after confirmation.
export function SubscribersPanel() {
  const { paging, setPaging, params } = useServerPaging();
  const subscribers = useSubscribers(params);
  const remove = useConfirmedAction<SubscriberView>(useDeleteSubscriber(), {
    success: inboxMessages.subscriberDeleted,
    failure: inboxTexts.deleteFailed,
  });
  return (
    <>
      <PanelState query={subscribers} texts={texts} searching={!!paging.search.trim() || !!params.q}>
        {(page) => (
          <DataTable
            caption={texts.caption}
            columns={subscriberColumns}
            data={page.data}
            getRowId={(s) => s._id}
            getRowName={(s) => s.email}
            onDelete={remove.ask}
            deleteLabel="Remove"
            server={{ total: page.total, paging, onPagingChange: setPaging }}
            busy={subscribers.isPlaceholderData}
          />
        )}
      </PanelState>
      <DeleteConfirm
        title={remove.target ? `Remove ${remove.target.email}?` : undefined}
        description="This address no longer gets the newsletter. It can subscribe again from the website."
        verb="Remove"
        flow={remove}
      />
    </>
  );
}
