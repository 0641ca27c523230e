import autocannon, { type Options, type Result } from 'autocannon';

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
}

export const seconds = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

function figures(result: Result): LoadFigures {
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: Object.values(statuses).reduce((n, c) => n + c, 0),
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** A warm-up run (reported apart), then the measured run with the same options. */
export async function measure(
  options: Omit<Options, 'duration'>,
  duration: number,
  warmup: number,
): Promise<LoadFigures & { warmup?: LoadFigures }> {
  const warm = warmup > 0 ? figures(await autocannon({ timeout: 30, ...options, duration: warmup })) : undefined;
  return { ...figures(await autocannon({ timeout: 30, ...options, duration })), warmup: warm };
}

export const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));
