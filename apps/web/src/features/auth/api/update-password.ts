import { api } from '@autospa/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type UpdatePasswordInput = { token: string; otp: string; newPassword: string; confirmPassword: string };

export async function updatePassword({ token, otp, ...passwords }: UpdatePasswordInput): Promise<{ message?: string }> {
  const { data } = await apiRequest<{ message?: string } | undefined>(api.updatePassword, {
    method: 'POST',
    query: { token },
    body: { otp: Number(otp), ...passwords }, // SPEC.md §9: the OTP is sent as a number
  });
  return data ?? {};
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
