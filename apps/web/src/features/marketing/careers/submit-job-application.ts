import { marketingApi, type JobApplicationFields } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useSubmit } from '../shared/use-submit';

export type JobApplication = JobApplicationFields & { resume: File };

/** POST /tor/job-application as multipart/form-data: the text fields plus the file field `resume`. */
export function toFormData({ resume, ...fields }: JobApplication): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value) data.append(key, value);
  data.append('resume', resume, resume.name);
  return data;
}

export function submitJobApplication(application: JobApplication) {
  return apiRequest<{ message: string }>(marketingApi.jobApplication, { method: 'POST', body: toFormData(application), auth: false });
}

export function useSubmitJobApplication() {
  return useSubmit(submitJobApplication);
}
