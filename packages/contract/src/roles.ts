import { routes } from './web-routes.js';

export const ROLES = ['Admin', 'User', 'Employee'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

// SPEC.md §6: each role's home; anything else goes to '/'.
export function dashboardFor(role: string | null | undefined): string {
  switch (role) {
    case 'Admin':
      return routes.adminDashboard;
    case 'User':
      return routes.userDashboard;
    case 'Employee':
      return routes.employeeDashboard;
    default:
      return routes.home;
  }
}
