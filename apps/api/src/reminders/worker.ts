import type { JobQueue } from '../jobs/queue.js';
import { serverBusy } from '../jobs/server-busy.js';
import { planMissingJob, planMissingReminders, reminderJob, replanAllJob, replanUpcomingReminders } from './schedule.js';
import { sendReminder, type ReminderDeps } from './send.js';

const AT_ONCE = 20;

/**
 * The reminder jobs' handler on this instance: twenty at a time; while requests keep the server busy, one at a time
 * and one batch per poll.
 */
export function registerReminders(jobs: JobQueue, deps: ReminderDeps, busy = serverBusy()): void {
  jobs.work(reminderJob, (data) => sendReminder(deps, data), {
    batch: AT_ONCE,
    atOnce: () => (busy() ? 1 : AT_ONCE),
    yieldWhile: busy,
  });
  jobs.work(replanAllJob, async () => {
    deps.log.info({ bookings: await replanUpcomingReminders(deps.db) }, 'reminders planned again after a change of the settings');
  });
  jobs.work(planMissingJob, async () => {
    const planned = await planMissingReminders(deps.db);
    if (planned > 0) deps.log.info({ bookings: planned }, 'reminders planned for bookings that had none');
  });
}
