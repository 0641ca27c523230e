import { api } from '@autospa/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type SendOtpResponse = { token?: string; message?: string };

export async function sendOtp(emailId: string): Promise<SendOtpResponse> {
  const { data } = await apiRequest<SendOtpResponse | undefined>(api.sendOtp, { method: 'POST', body: { emailId } });
  return data ?? {};
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
