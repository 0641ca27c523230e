import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { BookDraft } from '../hooks/book-draft';
import { api, type QuoteResponse } from '@autospa/contract';
import { addOnsParam, vehicleParams } from './vehicle-params';

type QuoteInput = Pick<BookDraft, 'serviceName' | 'categoryName' | 'subName' | 'addOns'>;

// GET /tor/get-quote?serviceName=&categoryName=&subName=&addOns= (public): the itemised price and minutes.
export async function getQuote(input: QuoteInput): Promise<QuoteResponse> {
  const query = { serviceName: input.serviceName, ...vehicleParams(input), addOns: addOnsParam(input.addOns) };
  return (await apiRequest<QuoteResponse>(api.getQuote, { query, auth: false })).data;
}

export const useQuote = (input: QuoteInput) =>
  useQuery(
    queryOptions({
      queryKey: ['catalog', 'quote', input.serviceName, vehicleParams(input), input.addOns],
      queryFn: () => getQuote(input),
      enabled: input.serviceName !== '' && input.categoryName !== '',
      // The total changes in place as add-ons are ticked, instead of blinking to a spinner.
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
