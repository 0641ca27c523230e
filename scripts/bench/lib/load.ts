import { createRequire } from 'node:module';
import autocannon, { type Options, type Result } from 'autocannon';

// autocannon 8 appends every response body to a string (PipelinedRequestsQueue.addBody: `req.body += data`), and a
// body with one non-ASCII character (a booking's "₹799") decodes on a slow path: the load generator, not the server,
// then sets the figure (113 KB answers: 7,000 req/s from the bare server instead of 24,000; docs/benchmarks.md,
// 2026-11-27). No measurement here reads a body, so the queue keeps none.
const bodyQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody(data: Buffer): void };
};
bodyQueue.prototype.addBody = () => undefined;

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  /** Answers whose status the measurement did not expect (by default: anything but 2xx). */
  unexpected: number;
}

/** Every measurement that got an answer it did not expect: a bench run with any is marked failed (issue 15). */
export const unexpectedAnswers: string[] = [];

export const seconds = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const is2xx = (status: number) => status >= 200 && status < 300;

function figures(result: Result, expected: (status: number) => boolean): LoadFigures {
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: Object.values(statuses).reduce((n, c) => n + c, 0),
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    unexpected: Object.entries(statuses).reduce((n, [code, count]) => (expected(Number(code)) ? n : n + count), 0),
  };
}

/**
 * A warm-up run (reported apart), then the measured run with the same options. Every answer's status is
 * checked: those `expected` does not accept (by default anything but 2xx) are counted, and `label` is
 * entered in `unexpectedAnswers` with them.
 */
export async function measure(
  options: Omit<Options, 'duration'>,
  duration: number,
  warmup: number,
  label: string,
  expected: (status: number) => boolean = is2xx,
): Promise<LoadFigures & { warmup?: LoadFigures }> {
  const warm = warmup > 0 ? figures(await autocannon({ timeout: 30, ...options, duration: warmup }), expected) : undefined;
  const run = figures(await autocannon({ timeout: 30, ...options, duration }), expected);
  for (const [phase, f] of [
    ['warm-up', warm],
    ['run', run],
  ] as const)
    if (f && f.unexpected > 0)
      unexpectedAnswers.push(
        `${label} (${phase}): ${f.unexpected} unexpected answers (${Object.entries(f.statuses)
          .map(([code, count]) => `${code}: ${count}`)
          .join(', ')})`,
      );
  return { ...run, warmup: warm };
}

export const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));
