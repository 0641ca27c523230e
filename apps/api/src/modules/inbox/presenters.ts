import type { ContactMessageView, JobApplicationView, SubscriberView } from '@autospa/contract';
import type { contactMessages, jobApplications, newsletterSubscribers } from '@autospa/db';

type ContactRow = typeof contactMessages.$inferSelect;
type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
type ApplicationRow = Omit<typeof jobApplications.$inferSelect, 'resume'>;

export const toContactMessageView = (r: ContactRow): ContactMessageView => ({
  _id: r.id,
  fullName: r.fullName,
  email: r.email,
  phone: r.phone,
  serviceType: r.serviceType,
  message: r.message,
  read: r.readAt !== null,
  createdAt: r.createdAt.toISOString(),
});

export const toSubscriberView = (r: SubscriberRow): SubscriberView => ({ _id: r.id, email: r.email, createdAt: r.createdAt.toISOString() });

export const toJobApplicationView = (r: ApplicationRow): JobApplicationView => ({
  _id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  location: r.location,
  message: r.message ?? '',
  resumeName: r.resumeName,
  resumeSize: r.resumeSize,
  createdAt: r.createdAt.toISOString(),
});
