// The Admin's inbox of the public forms, apart from messages.ts: the public forms' pages load that module, not these.
export const inboxMessages = {
  messageUpdated: 'Message updated.',
  messageDeleted: 'Message deleted.',
  subscriberDeleted: 'Subscriber removed.',
  applicationDeleted: 'Application deleted.',
  notFound: 'Not found. It may have been deleted already.',
} as const;
