// Weekdays and the default opening hours, in a module without zod (see money.ts): the public pages show hours.
// Weekday keys in JavaScript's getDay() order (Sunday first).
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Opening and closing time ('HH:MM') per weekday; null is a closed day (schemas/settings.ts checks it). */
export type OpeningHours = Record<Weekday, { open: string; close: string } | null>;

// SPEC.md FAQ: Monday–Saturday 8:00 AM–7:00 PM, Sunday 9:00 AM–5:00 PM.
export const DEFAULT_OPENING_HOURS: OpeningHours = {
  sun: { open: '09:00', close: '17:00' },
  mon: { open: '08:00', close: '19:00' },
  tue: { open: '08:00', close: '19:00' },
  wed: { open: '08:00', close: '19:00' },
  thu: { open: '08:00', close: '19:00' },
  fri: { open: '08:00', close: '19:00' },
  sat: { open: '08:00', close: '19:00' },
};
