import { parsePrice } from '@autospa/contract';
import { formatRupees } from '@/lib/format';
import type { QuoteItem } from '@autospa/contract';
import { useServiceChoices } from '../api/get-choices';
import { useQuote } from '../api/get-quote';
import type { BookDraft } from './book-draft';

export type Price = {
  items: QuoteItem[];
  total: string;
  totalPaise: number;
  minutes: number;
  atDoor: boolean;
  /** True while a new quote is on its way (the last one stays on screen). */
  updating: boolean;
  /** The service's own price only: the quote could not be had. */
  estimate: boolean;
};

/**
 * The live price of the draft: the quote (service for this car's type, plus the add-ons) or, when no quote can be
 * had, the service's own price. null until a service is chosen.
 */
export function usePrice(draft: BookDraft): Price | null {
  const quote = useQuote(draft);
  const services = useServiceChoices();
  if (!draft.serviceName) return null;
  if (quote.data && quote.data.serviceName === draft.serviceName) return { ...quote.data, updating: quote.isFetching, estimate: false };
  const service = services.data?.find((s) => s.serviceName === draft.serviceName);
  const paise = service ? parsePrice(service.price) : undefined;
  if (!service || paise === undefined) return null;
  const price = formatRupees(paise);
  return {
    items: [{ kind: 'service', name: service.serviceName, pricePaise: paise, price, minutes: service.durationMinutes }],
    total: price,
    totalPaise: paise,
    minutes: service.durationMinutes,
    atDoor: false,
    updating: quote.isFetching,
    estimate: true,
  };
}
