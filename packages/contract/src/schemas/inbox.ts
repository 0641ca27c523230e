import { z } from 'zod';
import { pagedQueryFields } from './paging.js';

// What the Admin reads in the signed-in area: contact messages, newsletter sign-ups, job applications.
export const inboxListQuery = z.object({
  ...pagedQueryFields,
});

export const contactMessageView = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  serviceType: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessageView = z.infer<typeof contactMessageView>;

export const subscriberView = z.object({ _id: z.string(), email: z.string(), createdAt: z.string() });
export type SubscriberView = z.infer<typeof subscriberView>;

export const jobApplicationView = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  message: z.string(),
  resumeName: z.string(),
  resumeSize: z.number(),
  createdAt: z.string(),
});
export type JobApplicationView = z.infer<typeof jobApplicationView>;

export const updateContactMessageBody = z.object({ read: z.boolean({ error: 'read must be true or false.' }) });
