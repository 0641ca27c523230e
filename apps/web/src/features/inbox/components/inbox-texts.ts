import { inboxMessages } from '@autospa/contract';

// What the Inbox says; the server's own message wins when it sends one.
export const inboxTexts = {
  messages: {
    tab: 'Messages',
    caption: 'Messages',
    loading: 'Loading messages...',
    failed: 'Failed to fetch messages.',
    empty: 'No messages yet.',
    emptyHint: 'What visitors send through the form on the Contact page appears here.',
  },
  subscribers: {
    tab: 'Subscribers',
    caption: 'Subscribers',
    loading: 'Loading subscribers...',
    failed: 'Failed to fetch subscribers.',
    empty: 'No subscribers yet.',
    emptyHint: 'Addresses entered in the newsletter box at the foot of every public page appear here.',
  },
  applications: {
    tab: 'Job applications',
    caption: 'Job applications',
    loading: 'Loading job applications...',
    failed: 'Failed to fetch job applications.',
    empty: 'No applications yet.',
    emptyHint: 'Applications sent from the Careers page appear here with their résumés.',
  },
  messageUpdated: inboxMessages.messageUpdated,
  updateFailed: 'Could not update the message. Please try again.',
  deleteFailed: 'Could not delete. Please try again.',
  downloadFailed: 'Could not download the résumé. Please try again.',
} as const;
