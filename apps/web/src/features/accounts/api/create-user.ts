import { api, type CreateEmployeeBody, type CreateUserBody } from '@autospa/contract';
import { apiRequest, type ApiResponse } from '@/lib/api-client';

export type Created = { message?: string } | undefined;

/**
 * POST /tor/create-user (SPEC.md §7 creation dialogs): with the session's token an Admin adds a User, or
 * an Employee when the employee fields are present; without it (`asSelf`) it is the customer's own registration.
 */
export function createUser(body: CreateUserBody | CreateEmployeeBody, asSelf = false): Promise<ApiResponse<Created>> {
  return apiRequest<Created>(api.createUser, { method: 'POST', body, auth: !asSelf });
}
