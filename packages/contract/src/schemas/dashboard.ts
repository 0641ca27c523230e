import { z } from 'zod';

// SPEC.md §3 Metrics, with the figures the dashboards show (see docs/spec-deviations.md).
export const metricsResponse = z.object({
  totalUsers: z.number(),
  pendingLeaves: z.number(),
  completedTasks: z.number(),
  totalProjects: z.number(),
});
export type MetricsResponse = z.infer<typeof metricsResponse>;
