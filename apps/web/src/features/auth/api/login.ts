import { api, identifierField, isRole, messages, type LoginBody, type LoginResponse } from '@autospa/contract';
import { apiRequest, errorMessage, type ApiResponse } from '@/lib/api-client';

export type LoginInput = { identifier: string; password: string };

// SPEC.md §5: the identifier goes out as emailId, phone or username.
export function toLoginBody({ identifier, password }: LoginInput): LoginBody {
  const value = identifier.trim();
  return { [identifierField(value)]: value, password };
}

export function login(input: LoginInput): Promise<ApiResponse<Partial<LoginResponse> | undefined>> {
  // No token on the login call itself: a stale one must not turn a wrong password into a logout.
  return apiRequest<Partial<LoginResponse> | undefined>(api.login, { method: 'POST', body: toLoginBody(input), auth: false });
}

export type LoginOutcome = { ok: true; session: LoginResponse } | { ok: false; message: string };

// SPEC.md §8 login messages, in the order the checks are made.
export function interpretLogin(response: ApiResponse<Partial<LoginResponse> | undefined>): LoginOutcome {
  if (response.status !== 200) return { ok: false, message: messages.login.unexpectedResponse };
  const data = response.data ?? {};
  if (typeof data.token !== 'string' || !data.token) return { ok: false, message: messages.login.invalidResponse };
  if (!isRole(data.typeOfUser)) return { ok: false, message: messages.login.unknownUserType };
  return {
    ok: true,
    session: {
      token: data.token,
      typeOfUser: data.typeOfUser,
      username: data.username ?? '',
      employeeId: data.employeeId ?? '',
      email: data.email ?? '',
    },
  };
}

export function loginErrorMessage(error: unknown): string {
  return errorMessage(error, messages.login.fallback);
}
