import { type ContactMessageView, inboxMessages } from '@autospa/contract';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { useConfirmedAction } from '@/lib/use-confirmed-action';
import { useDeleteContactMessage } from '../api/delete-contact-message';
import { useUpdateContactMessage } from '../api/update-contact-message';
import { inboxTexts } from '../components/inbox-texts';

/** Reading a message (which marks it read), marking it read or unread, and deleting it after confirmation. */
export function useMessageActions() {
  const [reading, setReading] = useState<ContactMessageView | null>(null);
  const { mutate: update, isPending: updating } = useUpdateContactMessage();
  const remove = useConfirmedAction<ContactMessageView>(useDeleteContactMessage(), {
    success: inboxMessages.messageDeleted,
    failure: inboxTexts.deleteFailed,
  });

  const open = useCallback(
    (message: ContactMessageView) => {
      setReading(message);
      if (!message.read)
        update({ id: message._id, read: true }, { onError: (err) => toast.error(errorMessage(err, inboxTexts.updateFailed)) });
    },
    [update],
  );

  function setRead(message: ContactMessageView, read: boolean) {
    update(
      { id: message._id, read },
      {
        onSuccess: (data) => {
          toast.success(data?.message || inboxTexts.messageUpdated);
          setReading(null);
        },
        onError: (err) => toast.error(errorMessage(err, inboxTexts.updateFailed)),
      },
    );
  }

  function askDelete(message: ContactMessageView) {
    setReading(null);
    remove.ask(message);
  }

  return { reading, open, close: () => setReading(null), setRead, updating, askDelete, remove };
}
