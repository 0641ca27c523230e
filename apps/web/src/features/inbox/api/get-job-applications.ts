import type { JobApplicationView } from '@autospa/contract';
import { useQuery } from '@tanstack/react-query';
import type { InboxParams } from './inbox-keys';
import { inboxListOptions } from './inbox-list';

/** GET /tor/get-job-applications?page&limit&q: newest first (without the files), searched by name, email, state. */
export const useJobApplications = (params: InboxParams) => useQuery(inboxListOptions<JobApplicationView>('applications', params));
