// The nightly job's placement, in memory: the day's existing bookings are read once (under the day's lock) and each
// visit takes the earliest start, from opening time, at which a bay that can do its service (or a mobile team), an
// employee on shift and the car are all free. The database's triggers check every booking again as it is
// inserted; this only finds places they will accept, without one failing insert per visit.

/** [start, end) in epoch milliseconds. */
export type Span = readonly [number, number];

export interface DayState {
  /** Candidate start instants of the day, in order (every STEP_MINUTES from opening time). */
  starts: number[];
  /** The day's closing instant: a visit ends by then. */
  closeAt: number;
  bufferMs: number;
  /** Active bays in the order the capacity trigger picks them, with what each holds (start, end + buffer). */
  bays: { id: string; serviceIds: string[]; held: Span[] }[];
  doorTeams: number;
  /** What holds a mobile team (start, end + buffer). */
  doorHeld: Span[];
  /** Employees working that day (not on leave), with their shift and what they are already booked for. */
  employees: { id: string; shift: Span | null; busy: Span[]; load: number }[];
  /** Each car's (plate's) bookings of the day: one car is in one place at a time. */
  carBusy: Map<string, Span[]>;
}

export interface VisitRequest {
  plate: string;
  serviceId: string;
  durationMinutes: number;
  atDoor: boolean;
}

export interface Placed {
  startsAt: number;
  endsAt: number;
  bayId: string | null;
  employeeId: string | null;
}

/** Minutes between candidate start times. */
export const STEP_MINUTES = 5;

const overlaps = (spans: readonly Span[], s: number, e: number) => spans.some(([a, b]) => a < e && b > s);

/** The most spans in use at one moment of [s, e): the peak is at s or at some span's start. */
function peak(spans: readonly Span[], s: number, e: number): number {
  const within = spans.filter(([a, b]) => a < e && b > s);
  let most = 0;
  for (const at of [s, ...within.map(([a]) => a).filter((a) => a > s)]) {
    const n = within.filter(([a, b]) => a <= at && b > at).length;
    if (n > most) most = n;
  }
  return most;
}

/**
 * Places visits one after another on one day. Visits of one kind (place, service, length) only ever find the day
 * fuller, so a start that had no bay, team or employee for one is skipped for the next: once the day is full for
 * a kind, each further visit of it costs nothing.
 */
export class DayAllocator {
  readonly #day: DayState;
  readonly #firstFree = new Map<string, number>();

  constructor(day: DayState) {
    this.#day = day;
  }

  place(visit: VisitRequest): Placed | null {
    const day = this.#day;
    const key = `${visit.atDoor}|${visit.serviceId}|${visit.durationMinutes}`;
    const length = visit.durationMinutes * 60_000;
    const car = day.carBusy.get(visit.plate) ?? [];
    let first = this.#firstFree.get(key) ?? 0;
    let stillFirst = true;
    for (let i = first; i < day.starts.length; i++) {
      const s = day.starts[i]!;
      const e = s + length;
      if (e > day.closeAt) {
        if (stillFirst) first = day.starts.length;
        break;
      }
      const bay = visit.atDoor ? null : this.#freeBay(visit.serviceId, s, e + day.bufferMs);
      const resource = visit.atDoor ? peak(day.doorHeld, s, e + day.bufferMs) < day.doorTeams : bay !== undefined;
      const employee = resource ? this.#freeEmployee(s, e) : undefined;
      if (!resource || employee === undefined) {
        // Nobody of this kind can start here any more: the next one starts looking after it.
        if (stillFirst) first = i + 1;
        continue;
      }
      stillFirst = false;
      if (overlaps(car, s, e)) continue;
      this.#firstFree.set(key, first);
      return this.#take(visit, s, e, bay ?? null, employee);
    }
    this.#firstFree.set(key, first);
    return null;
  }

  #freeBay(serviceId: string, s: number, hold: number): string | undefined {
    return this.#day.bays.find((b) => (b.serviceIds.length === 0 || b.serviceIds.includes(serviceId)) && !overlaps(b.held, s, hold))?.id;
  }

  /** The free employee with the fewest visits that day; null when nobody works that day (placed unassigned). */
  #freeEmployee(s: number, e: number): string | null | undefined {
    const { employees } = this.#day;
    if (employees.length === 0) return null;
    let best: DayState['employees'][number] | undefined;
    for (const p of employees) {
      if (p.shift && (s < p.shift[0] || e > p.shift[1])) continue;
      if (overlaps(p.busy, s, e)) continue;
      if (!best || p.load < best.load) best = p;
    }
    return best?.id;
  }

  #take(visit: VisitRequest, s: number, e: number, bayId: string | null, employeeId: string | null): Placed {
    const day = this.#day;
    const hold: Span = [s, e + day.bufferMs];
    if (bayId) day.bays.find((b) => b.id === bayId)!.held.push(hold);
    else day.doorHeld.push(hold);
    if (employeeId) {
      const p = day.employees.find((x) => x.id === employeeId)!;
      p.busy.push([s, e]);
      p.load++;
    }
    const car = day.carBusy.get(visit.plate);
    if (car) car.push([s, e]);
    else day.carBusy.set(visit.plate, [[s, e]]);
    return { startsAt: s, endsAt: e, bayId, employeeId };
  }
}
