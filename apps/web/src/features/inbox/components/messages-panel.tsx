import type { ContactMessageView } from '@autospa/contract';
import { Mail, MailOpen, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { DataTable, useServerPaging } from '@/components/ui/data-table';
import { IconButton } from '@/components/ui/icon-button';
import { useContactMessages } from '../api/get-contact-messages';
import { useMessageActions } from '../hooks/use-message-actions';
import { DeleteConfirm } from './delete-confirm';
import { inboxTexts } from './inbox-texts';
import { messageColumns } from './message-columns';
import { MessageDialog } from './message-dialog';
import { PanelState } from './panel-state';

const texts = inboxTexts.messages;

// Contact messages, newest first: open one to read it whole (it is then read), mark unread, delete.
export function MessagesPanel() {
  const { paging, setPaging, params } = useServerPaging();
  const messages = useContactMessages(params);
  const actions = useMessageActions();
  const columns = useMemo(() => messageColumns(actions.open), [actions.open]);

  // Read state first, delete last (the shared row actions put extras after delete).
  const rowActions = (m: ContactMessageView) => (
    <>
      <IconButton
        label={m.read ? `Mark message from ${m.fullName} unread` : `Mark message from ${m.fullName} read`}
        icon={m.read ? Mail : MailOpen}
        onClick={() => actions.setRead(m, !m.read)}
        disabled={actions.updating}
      />
      <IconButton label={`Delete message from ${m.fullName}`} icon={Trash2} tone="danger" onClick={() => actions.askDelete(m)} />
    </>
  );

  return (
    <>
      <PanelState query={messages} texts={texts} searching={!!paging.search.trim() || !!params.q}>
        {(page) => (
          <DataTable
            caption={texts.caption}
            columns={columns}
            data={page.data}
            getRowId={(m) => m._id}
            getRowName={(m) => m.fullName}
            rowActions={rowActions}
            server={{ total: page.total, paging, onPagingChange: setPaging }}
            busy={messages.isPlaceholderData}
          />
        )}
      </PanelState>
      <MessageDialog
        message={actions.reading}
        onClose={actions.close}
        onMarkUnread={(m) => actions.setRead(m, false)}
        onDelete={actions.askDelete}
        busy={actions.updating}
      />
      <DeleteConfirm
        title={actions.remove.target ? `Delete the message from ${actions.remove.target.fullName}?` : undefined}
        description="The message is removed for good. This cannot be undone."
        flow={actions.remove}
      />
    </>
  );
}
