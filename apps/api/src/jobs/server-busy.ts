import { performance, type EventLoopUtilization } from 'node:perf_hooks';

export interface BusyOptions {
  /** Busy when the event loop ran more than this share of the time since the previous look (default 0.7). */
  threshold?: number;
  /**
   * A running count of the requests that arrived. With it, busy needs at least one request since the previous
   * look (a worker's own work never makes it yield to itself once a load has passed), and `perSecond` requests
   * a second make it busy on their own: on a small machine the database, not the event loop, is what a load
   * saturates, and the loop may stay half idle while requests queue.
   */
  requests?: { arrived: () => number; perSecond: number };
}

/**
 * "Requests keep the server busy", for background work (mail, reminders) that should take what the requests leave.
 * A look less than 100 ms after the previous one repeats its answer.
 */
export function serverBusy({ threshold = 0.7, requests }: BusyOptions = {}): () => boolean {
  let since: EventLoopUtilization = performance.eventLoopUtilization();
  let arrivedBefore = requests?.arrived() ?? 0;
  let busy = false;
  return () => {
    const window = performance.eventLoopUtilization(since);
    const windowMs = window.idle + window.active;
    if (windowMs < 100) return busy;
    since = performance.eventLoopUtilization();
    const loopBusy = window.utilization > threshold;
    if (!requests) {
      busy = loopBusy;
      return busy;
    }
    const arrived = requests.arrived();
    const count = arrived - arrivedBefore;
    arrivedBefore = arrived;
    busy = count > 0 && (loopBusy || (count * 1000) / windowMs >= requests.perSecond);
    return busy;
  };
}
