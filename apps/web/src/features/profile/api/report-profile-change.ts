import { api, type ReportProfileChangeBody } from '@autospa/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

export async function reportProfileChange(body: ReportProfileChangeBody): Promise<{ message: string }> {
  // Sent without a session: the link is opened from a mail, by whoever reads the old address.
  const { data } = await apiRequest<{ message: string }>(api.reportProfileChange, {
    method: 'POST',
    body,
    auth: false,
    ignoreUnauthorized: true,
  });
  return data;
}

/** "This wasn't me": the server ends every session of the account, so this browser's ends too. */
export function useReportProfileChange() {
  return useMutation({ mutationFn: reportProfileChange, onSuccess: () => clearSession() });
}
