import type { SubscriberView } from '@autospa/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { EmailLink } from './contact-links';
import { formatReceived } from './format';

const column = createColumnHelper<SubscriberView>();

export const subscriberColumns = [
  column.accessor('email', { header: 'Email', cell: (c) => <EmailLink email={c.getValue()} /> }),
  column.accessor('createdAt', {
    header: 'Subscribed',
    cell: (c) => formatReceived(c.getValue()),
    meta: { className: 'whitespace-nowrap' },
  }),
];
