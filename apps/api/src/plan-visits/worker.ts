import type { JobQueue } from '../jobs/queue.js';
import { MISSED_VISITS_CRON, missedVisitsJob, PLAN_VISITS_CRON, planVisitsJob, visitMessageJob } from './jobs.js';
import { creditMissedVisits } from './missed.js';
import { makeDailyVisits } from './nightly.js';
import { sendVisitMessage, type VisitMessageDeps } from './notify.js';

/** The plan-visit jobs' handlers on this instance. */
export function registerPlanVisits(jobs: JobQueue, deps: VisitMessageDeps): void {
  jobs.work(planVisitsJob, async (data) => {
    const made = await makeDailyVisits(deps.db, { date: data.date });
    deps.log.info(made, 'plan visits made for the day');
    if (made.unplaced > 0) jobs.wake(visitMessageJob);
  });
  jobs.work(missedVisitsJob, async (data) => {
    const result = await creditMissedVisits(deps.db, { date: data.date });
    deps.log.info(result, 'missed plan visits credited');
    if (result.credited > 0) jobs.wake(visitMessageJob);
  });
  jobs.work(visitMessageJob, (data) => sendVisitMessage(deps, data), { batch: 20 });
}

/** Both day jobs at their business-time hours; again whenever the business's time zone changes. */
export async function schedulePlanVisits(jobs: JobQueue, timeZone: string): Promise<void> {
  await jobs.schedule(planVisitsJob, PLAN_VISITS_CRON, {}, timeZone);
  await jobs.schedule(missedVisitsJob, MISSED_VISITS_CRON, {}, timeZone);
}
