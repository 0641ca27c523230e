import { z } from 'zod';

// Every list that grows with customers answers one page at a time (issue 14): a client that leaves out
// `limit` gets the first 20 rows and the total, never the whole table.
export const DEFAULT_LIST_LIMIT = 20;
export const MAX_LIST_LIMIT = 100;
export const MAX_PAGE = 100_000;

const limitMessage = `limit must be 1 to ${MAX_LIST_LIMIT}.`;

export const pageField = z.coerce
  .number({ error: 'page must be a number.' })
  .int('page must be a whole number.')
  .min(1, 'page must be 1 or more.')
  .max(MAX_PAGE, `page must be at most ${MAX_PAGE}.`)
  .default(1);

export const limitField = z.coerce
  .number({ error: 'limit must be a number.' })
  .int(limitMessage)
  .min(1, limitMessage)
  .max(MAX_LIST_LIMIT, limitMessage)
  .default(DEFAULT_LIST_LIMIT);

/** `page` (default 1) and `limit` (default 20, at most 100) for a list route's query. */
export const pageFields = { page: pageField, limit: limitField };

/** A list's search text: trimmed, at most 100 characters. */
export const searchField = z.string().trim().max(100, 'q must be at most 100 characters.');

/** The query of a searchable list: `page`, `limit` and an optional `q`. */
export const pagedQueryFields = { ...pageFields, q: searchField.optional() };

/** A list answer: one page of `item` and the total of the whole list. */
export const pagedList = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), total: z.number() });
