import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/**
 * "Requests keep the server busy", for background work (mail, reminders) that should take what the requests leave:
 * the event loop ran more than `threshold` of the time since the previous look and, given `requestsArrived` (a
 * running count of requests), at least one request came in meanwhile. Without the count, a worker's own work would
 * make it yield to itself after a load has passed. A look less than 100 ms after the previous one repeats its answer.
 */
export function eventLoopBusy(threshold = 0.7, requestsArrived?: () => number): () => boolean {
  let since: EventLoopUtilization = performance.eventLoopUtilization();
  let requestsBefore = requestsArrived?.() ?? 0;
  let busy = false;
  return () => {
    const window = performance.eventLoopUtilization(since);
    if (window.idle + window.active < 100) return busy;
    since = performance.eventLoopUtilization();
    const requests = requestsArrived?.() ?? 1;
    busy = window.utilization > threshold && (!requestsArrived || requests > requestsBefore);
    requestsBefore = requests;
    return busy;
  };
}
