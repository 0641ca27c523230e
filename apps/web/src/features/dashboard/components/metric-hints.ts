import type { MetricsResponse } from '@autospa/contract';

export type MetricKey = keyof MetricsResponse;

// What each SPEC.md card counts (GET /tor/get-metrics): bookings are the whole business for an Admin,
// the customer's own for a User, and those assigned to the employee for an Employee.
const hints: Record<'Admin' | 'User' | 'Employee', Record<MetricKey, string>> = {
  Admin: {
    totalUsers: 'Active customer accounts',
    pendingLeaves: 'Bookings awaiting confirmation',
    completedTasks: 'Bookings completed',
    totalProjects: 'All bookings',
  },
  User: {
    totalUsers: 'Active customers of Auto Spa',
    pendingLeaves: 'Your bookings awaiting confirmation',
    completedTasks: 'Your completed bookings',
    totalProjects: 'All your bookings',
  },
  Employee: {
    totalUsers: 'Active customer accounts',
    pendingLeaves: 'Your assigned bookings awaiting confirmation',
    completedTasks: 'Your assigned bookings completed',
    totalProjects: 'All bookings assigned to you',
  },
};

export const metricHints = (role: string) => (role === 'User' || role === 'Employee' ? hints[role] : hints.Admin);
