import { describe, expect, it } from 'vitest';
import { localParts, zonedInstant } from './zoned-time.js';

// wallClock remembers recent answers (issue 7: it was a tenth of a day list's CPU): they must stay exact.
describe('zoned time with remembered answers', () => {
  it('gives the same local time for an instant asked again, across a DST change, in several zones', () => {
    const zones = ['Asia/Kolkata', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe'];
    const start = Date.UTC(2026, 2, 7, 0, 0); // spans the March changes in New York and London
    for (const zone of zones) {
      for (let minutes = 0; minutes < 60 * 24 * 30; minutes += 97) {
        const instant = new Date(start + minutes * 60_000);
        const first = localParts(instant, zone);
        expect(localParts(new Date(instant.getTime()), zone)).toEqual(first);
        // A fresh formatter agrees with the remembered answer.
        const f = new Intl.DateTimeFormat('en-CA', {
          timeZone: zone,
          hourCycle: 'h23',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
        });
        const parts = Object.fromEntries(f.formatToParts(instant).map((p) => [p.type, p.value]));
        expect(first).toEqual({
          date: `${parts.year}-${parts.month}-${parts.day}`,
          minutes: Number(parts.hour) * 60 + Number(parts.minute),
        });
      }
    }
  });

  it('keeps zonedInstant and localParts inverse after more than the remembered number of instants', () => {
    for (let i = 0; i < 12_000; i++) localParts(new Date(Date.UTC(2030, 0, 1) + i * 60_000), 'Asia/Kolkata');
    const at = zonedInstant('2026-11-01', 9 * 60 + 30, 'America/New_York'); // the day New York falls back
    expect(localParts(at, 'America/New_York')).toEqual({ date: '2026-11-01', minutes: 570 });
  });
});
