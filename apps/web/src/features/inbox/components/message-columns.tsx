import type { ContactMessageView } from '@autospa/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { TruncatedText } from '@/components/ui/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/cn';
import { EmailLink, PhoneLink } from './contact-links';
import { serviceLabel } from './format';

const column = createColumnHelper<ContactMessageView>();
const nowrap = { className: 'whitespace-nowrap' };

// Unread messages stand out by weight and by the word 'Unread' (never by colour alone).
export function messageColumns(onOpen: (message: ContactMessageView) => void) {
  return [
    column.accessor('fullName', {
      header: 'From',
      cell: ({ row: { original: m } }) => (
        <span className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={() => onOpen(m)}
            className={cn('rounded-sm text-left text-teal-dark underline-offset-2 hover:underline', !m.read && 'font-bold')}
          >
            <span className="sr-only">Read message from </span>
            {m.fullName}
          </button>
          {!m.read && <StatusBadge tone="info">Unread</StatusBadge>}
        </span>
      ),
    }),
    column.accessor('email', { header: 'Email', cell: (c) => <EmailLink email={c.getValue()} /> }),
    column.accessor('phone', { header: 'Phone', cell: (c) => <PhoneLink phone={c.getValue()} />, meta: nowrap }),
    column.accessor('serviceType', { header: 'Service', cell: (c) => serviceLabel(c.getValue()), meta: nowrap }),
    column.accessor('message', {
      header: 'Message',
      cell: ({ row: { original: m } }) => (
        <span className={cn('block min-w-48', !m.read && 'font-semibold')}>
          <TruncatedText text={m.message} />
        </span>
      ),
    }),
    column.accessor('createdAt', { header: 'Received', cell: (c) => formatDate(c.getValue()), meta: nowrap }),
  ];
}
