import type { ContactMessageView } from '@autospa/contract';
import { MailOpen, Reply, Trash2 } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { EmailLink, mailtoHref, PhoneLink } from './contact-links';
import { formatReceived, serviceLabel } from './format';

type MessageDialogProps = {
  message: ContactMessageView | null;
  onClose: () => void;
  onMarkUnread: (message: ContactMessageView) => void;
  onDelete: (message: ContactMessageView) => void;
  busy: boolean;
};

// One contact message in full, with a reply by email, mark unread and delete.
export function MessageDialog({ message, onClose, onMarkUnread, onDelete, busy }: MessageDialogProps) {
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      {message && (
        <DialogContent title={`Message from ${message.fullName}`} description={`Received ${formatReceived(message.createdAt)}`}>
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-slate-600">Email</dt>
            <dd>
              <EmailLink email={message.email} wrap />
            </dd>
            <dt className="font-semibold text-slate-600">Phone</dt>
            <dd>
              <PhoneLink phone={message.phone} />
            </dd>
            <dt className="font-semibold text-slate-600">Service</dt>
            <dd className="text-navy">{serviceLabel(message.serviceType)}</dd>
          </dl>
          <p className="mt-4 rounded-xl bg-slate-50 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-navy">
            {message.message}
          </p>
          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onDelete(message)} className="text-danger">
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </Button>
            <Button variant="secondary" onClick={() => onMarkUnread(message)} disabled={busy}>
              <MailOpen aria-hidden="true" className="size-4" />
              Mark unread
            </Button>
            <a
              href={`${mailtoHref(message.email)}?subject=${encodeURIComponent('Re: your message to Auto Spa')}`}
              className={buttonClasses('primary')}
            >
              <Reply aria-hidden="true" className="size-4" />
              Reply by email
            </a>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
