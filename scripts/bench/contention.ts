import { unexpectedAnswers } from './lib/load.js';
import { bookerToken } from './lib/seed.js';

export interface Contention {
  rounds: number;
  perRound: number;
  /** Answered 201, and 409 "This slot is full. Please pick another time.", over all rounds. */
  created: number;
  full: number;
  /** Any other answer (or a failed request), and the rounds where the 201s were not exactly the bays. */
  unexpected: number;
  statuses: Record<string, number>;
  wrongRounds: number;
}

const SLOT_FULL = 'This slot is full. Please pick another time.';
const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * Round after round, `perRound` customers (more than there are bays) book the same empty slot at once: exactly
 * `bays` must get 201 and every other one the "slot full" 409. This is where overbooking could happen; the
 * create-booking load gives each request a free slot of its own, so it cannot.
 */
export async function contend(
  base: string,
  o: {
    rounds: number;
    perRound: number;
    bays: number;
    day: (round: number) => string;
    time: (round: number) => number;
    booker: (k: number) => number;
  },
): Promise<Contention> {
  const result: Contention = { rounds: o.rounds, perRound: o.perRound, created: 0, full: 0, unexpected: 0, statuses: {}, wrongRounds: 0 };
  let k = 0;
  for (let round = 0; round < o.rounds; round++) {
    const answers = await Promise.all(
      Array.from({ length: o.perRound }, async () => {
        const booker = o.booker(k++);
        try {
          const res = await fetch(`${base}/tor/create-booking`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${bookerToken(booker)}`,
              'x-forwarded-for': `10.${(booker >> 16) & 255}.${(booker >> 8) & 255}.${booker & 255}`,
            },
            body: JSON.stringify({
              name: 'Sedan',
              subName: 'Compact Sedan',
              serviceName: 'Basic Wash',
              date: o.day(round),
              time: hhmm(o.time(round)),
              carNo: `CC${String(booker).padStart(8, '0')}`,
            }),
          });
          const body = (await res.json()) as { message?: string };
          return res.status === 409 && body.message === SLOT_FULL ? 'full' : String(res.status);
        } catch {
          return 'error';
        }
      }),
    );
    let created = 0;
    for (const a of answers) {
      result.statuses[a] = (result.statuses[a] ?? 0) + 1;
      if (a === '201') created++;
      else if (a === 'full') result.full++;
      else result.unexpected++;
    }
    result.created += created;
    if (created !== o.bays) result.wrongRounds++;
  }
  if (result.unexpected > 0 || result.wrongRounds > 0)
    unexpectedAnswers.push(
      `contention: ${result.unexpected} unexpected answers, ${result.wrongRounds} rounds without exactly ${o.bays} bookings (${JSON.stringify(result.statuses)})`,
    );
  return result;
}
