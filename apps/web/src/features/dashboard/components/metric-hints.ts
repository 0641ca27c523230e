import type { MetricsResponse } from '@autospa/contract';

export type MetricKey = keyof MetricsResponse;

// What each SPEC.md card counts (GET /tor/get-metrics): bookings are the whole business for an Admin,
// the customer's own for a User, and those assigned to the employee for an Employee. Pending Leaves counts
// leave requests still to decide (issue 17): everyone's for an Admin, its own for an Employee, none for a User.
const hints: Record<'Admin' | 'User' | 'Employee', Record<MetricKey, string>> = {
  Admin: {
    totalUsers: 'Active customer accounts',
    pendingLeaves: 'Leave requests awaiting your decision',
    completedTasks: 'Bookings completed',
    totalProjects: 'All bookings',
  },
  User: {
    totalUsers: 'Active customers of Auto Spa',
    pendingLeaves: 'Not used for customer accounts',
    completedTasks: 'Your completed bookings',
    totalProjects: 'All your bookings',
  },
  Employee: {
    totalUsers: 'Active customer accounts',
    pendingLeaves: 'Your leave requests awaiting a decision',
    completedTasks: 'Your assigned bookings completed',
    totalProjects: 'All bookings assigned to you',
  },
};

export const metricHints = (role: string) => (role === 'User' || role === 'Employee' ? hints[role] : hints.Admin);
