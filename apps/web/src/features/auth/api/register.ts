import { api, messages, type CreateUserBody } from '@autospa/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, errorMessage, type ApiResponse } from '@/lib/api-client';

// A self-registration answers a session as login does (issue 16).
type CreatedAccount = {
  message?: string;
  id?: string;
  token?: string;
  typeOfUser?: string;
  username?: string;
  employeeId?: string;
  email?: string;
};

// Self-registration sends no token (SPEC.md §7 "Self-Register User").
export function registerUser(body: CreateUserBody): Promise<ApiResponse<CreatedAccount | undefined>> {
  return apiRequest<CreatedAccount | undefined>(api.createUser, { method: 'POST', body, auth: false });
}

export function registerErrorMessage(error: unknown): string {
  return errorMessage(error, messages.create.fallback);
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
