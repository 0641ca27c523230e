import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BOOK_SERVICE_PARAM } from '@/lib/book-link';
import { usePublicSite } from '@/lib/public-site';

/**
 * The service a public page chose with /book?service=<name> (a plan's "Order Now", a service's "Book"), when
 * the catalog has it; an unknown name is ignored. Read once: the parameter then leaves the address, so that a
 * reload keeps what the customer has chosen since.
 */
export function usePreselectedService(): string | null {
  const [params, setParams] = useSearchParams();
  const { services } = usePublicSite();
  const [chosen] = useState(() => {
    const name = params.get(BOOK_SERVICE_PARAM);
    return services.some((s) => s.serviceName === name) ? name : null;
  });
  useEffect(() => {
    if (!params.has(BOOK_SERVICE_PARAM)) return;
    setParams(
      (current) => {
        current.delete(BOOK_SERVICE_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return chosen;
}
