import { marketingApi, type NewsletterBody } from '@autospa/contract';
import { apiRequest } from '@/lib/api-client';
import { useSubmit } from '../shared/use-submit';

// POST /tor/newsletter → 201 { message } ; 409 already subscribed ; 400 bad email.
export function subscribeNewsletter(body: NewsletterBody) {
  return apiRequest<{ message: string }>(marketingApi.newsletter, { method: 'POST', body, auth: false });
}

export function useSubscribeNewsletter() {
  return useSubmit(subscribeNewsletter);
}
