import { describe, expect, it } from 'vitest';
import { eventLoopBusy } from './server-busy.js';

describe('eventLoopBusy', () => {
  const spin = (ms: number) => {
    const end = performance.now() + ms;
    while (performance.now() < end) {
      // the event loop is busy
    }
  };
  const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('says busy after the loop ran flat out, and idle after it waited', async () => {
    const busy = eventLoopBusy(0.7);
    spin(150);
    expect(busy()).toBe(true);
    await idle(150);
    expect(busy()).toBe(false);
  });

  it('with a count of requests, says idle when no request came in, however busy the loop ran', async () => {
    let requests = 0;
    const busy = eventLoopBusy(0.7, () => requests);
    spin(150); // a worker's own work, no request
    expect(busy()).toBe(false);
    requests++;
    spin(150);
    expect(busy()).toBe(true);
    await idle(150);
    requests++;
    expect(busy()).toBe(false);
  });

  it('repeats its last answer when asked again within 100 ms', async () => {
    const busy = eventLoopBusy(0.7);
    spin(150);
    expect(busy()).toBe(true);
    await idle(20);
    expect(busy()).toBe(true);
  });
});
