import { describe, expect, it } from 'vitest';
import { serverBusy } from './server-busy.js';

describe('serverBusy', () => {
  const spin = (ms: number) => {
    const end = performance.now() + ms;
    while (performance.now() < end) {
      // the event loop is busy
    }
  };
  const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('says busy after the loop ran flat out, and idle after it waited', async () => {
    const busy = serverBusy({ threshold: 0.7 });
    spin(150);
    expect(busy()).toBe(true);
    await idle(150);
    expect(busy()).toBe(false);
  });

  it('with a count of requests, says idle when no request came in, however busy the loop ran', async () => {
    let requests = 0;
    const busy = serverBusy({ requests: { arrived: () => requests, perSecond: 100 } });
    spin(150); // a worker's own work, no request
    expect(busy()).toBe(false);
    requests++;
    spin(150);
    expect(busy()).toBe(true);
    await idle(150);
    requests++;
    expect(busy()).toBe(false);
  });

  it('with a count of requests, says busy when 100 or more a second come in, however idle the loop is', async () => {
    let requests = 0;
    const busy = serverBusy({ requests: { arrived: () => requests, perSecond: 100 } });
    requests += 5;
    await idle(150); // 5 in 150 ms: 33 a second
    expect(busy()).toBe(false);
    requests += 100;
    await idle(150); // 100 in 150 ms (or in up to a second, on a slow machine): 100 a second or more
    expect(busy()).toBe(true);
  });

  it('repeats its last answer when asked again within 100 ms', async () => {
    const busy = serverBusy({ threshold: 0.7 });
    spin(150);
    expect(busy()).toBe(true);
    await idle(20);
    expect(busy()).toBe(true);
  });
});
