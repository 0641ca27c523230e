import { routes } from '@autospa/contract';

/** The query parameter of /book that chooses a service beforehand: /book?service=Basic%20Wash. */
export const BOOK_SERVICE_PARAM = 'service';

/** The booking page with `serviceName` already chosen (a public page's "Book" or "Order Now"). */
export const bookServiceHref = (serviceName: string) =>
  `${routes.book}?${new URLSearchParams({ [BOOK_SERVICE_PARAM]: serviceName }).toString()}`;
