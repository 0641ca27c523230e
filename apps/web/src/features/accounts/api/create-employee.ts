import { api, type CreateEmployeeBody } from '@autospa/contract';
import { apiRequest, type ApiResponse } from '@/lib/api-client';
import type { Created } from './create-user';

/**
 * POST /tor/create-employee (the Create Employee screen). Its answer holds a session for the new employee,
 * which the web app does not adopt: the Admin stays signed in (docs/spec-deviations.md).
 */
export function createEmployee(body: CreateEmployeeBody): Promise<ApiResponse<Created>> {
  return apiRequest<Created>(api.createEmployee, { method: 'POST', body });
}
