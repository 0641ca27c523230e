// Invoice dates in the business's time zone, whatever the device's.

/** An ISO timestamp as a readable date in the zone: 26 Nov 2026. */
export const dateIn = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: zone }).format(new Date(iso));

/** Today in the zone as YYYY-MM-DD. */
export const todayIn = (zone: string) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zone }).format(new Date());

/** 2026-11 as 'November 2026'. */
export const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
