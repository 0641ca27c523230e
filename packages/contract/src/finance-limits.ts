// The finance report's period limits, without zod: the messages (messages.ts) name them too.
/** A custom period covers at most this many days; day buckets at most MAX_DAY_BUCKETS. */
export const MAX_PERIOD_DAYS = 1_827;
export const MAX_DAY_BUCKETS = 366;
/** The days a period may name: the business's books, not the calendar's edges. */
export const FIRST_PERIOD_DAY = '2000-01-01';
export const LAST_PERIOD_DAY = '2099-12-31';
