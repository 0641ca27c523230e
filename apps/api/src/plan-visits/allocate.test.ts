import { describe, expect, it } from 'vitest';
import { DayAllocator, type DayState } from './allocate.js';

const MIN = 60_000;
const at = (minute: number) => minute * MIN;
/** A day open from minute 0 to `close`, starts every 5 minutes. */
function day(o: Partial<DayState> & { close?: number } = {}): DayState {
  const close = o.close ?? 120;
  return {
    starts: Array.from({ length: close / 5 }, (_, i) => at(i * 5)),
    closeAt: at(close),
    bufferMs: 10 * MIN,
    bays: [],
    doorTeams: 0,
    doorHeld: [],
    employees: [],
    carBusy: new Map(),
    ...o,
  };
}
const visit = (o: Partial<{ plate: string; serviceId: string; atDoor: boolean; durationMinutes: number }> = {}) => ({
  plate: o.plate ?? `P${Math.random()}`,
  serviceId: o.serviceId ?? 's1',
  durationMinutes: o.durationMinutes ?? 30,
  atDoor: o.atDoor ?? false,
});
const startOf = (p: { startsAt: number } | null) => (p ? p.startsAt / MIN : null);

describe('DayAllocator', () => {
  it('fills a bay from opening time, each visit after the one before plus the buffer, until closing time', () => {
    const a = new DayAllocator(day({ bays: [{ id: 'b1', serviceIds: [], held: [] }] }));
    expect([0, 1, 2, 3].map(() => startOf(a.place(visit())))).toEqual([0, 40, 80, null]);
  });

  it('uses only the bays that can do the service, and skips what they already hold', () => {
    const a = new DayAllocator(
      day({
        bays: [
          { id: 'polish-only', serviceIds: ['s2'], held: [] },
          { id: 'any', serviceIds: [], held: [[at(0), at(50)]] },
        ],
      }),
    );
    expect(a.place(visit())).toMatchObject({ startsAt: at(50), bayId: 'any' });
    expect(a.place(visit({ serviceId: 's2' }))).toMatchObject({ startsAt: at(0), bayId: 'polish-only' });
  });

  it('keeps the mobile teams to their count at every moment', () => {
    const a = new DayAllocator(day({ doorTeams: 2, doorHeld: [[at(0), at(40)]] }));
    const starts = [0, 1, 2].map(() => startOf(a.place(visit({ atDoor: true }))));
    expect(starts).toEqual([0, 40, 40]);
  });

  it('never puts one car in two places, nor an employee on two visits at once, and spreads the visits over the staff', () => {
    const a = new DayAllocator(
      day({
        bays: [
          { id: 'b1', serviceIds: [], held: [] },
          { id: 'b2', serviceIds: [], held: [] },
          { id: 'b3', serviceIds: [], held: [] },
        ],
        employees: [
          { id: 'e1', shift: null, busy: [], load: 0 },
          { id: 'e2', shift: [at(30), at(120)], busy: [], load: 0 },
        ],
        carBusy: new Map([['CAR1', [[at(0), at(30)]]]]),
      }),
    );
    // The car is busy until 30; at 0 only e1 is on shift.
    expect(a.place(visit({ plate: 'CAR1' }))).toMatchObject({ startsAt: at(30), employeeId: 'e1' });
    expect(a.place(visit())).toMatchObject({ startsAt: at(0) });
    // e1 holds 0–30 and 30–60 now: the next goes to e2 (the fewest visits) at 30.
    expect(a.place(visit())).toMatchObject({ startsAt: at(30), employeeId: 'e2' });
  });
});
