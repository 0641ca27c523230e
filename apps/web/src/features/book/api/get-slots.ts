import { api, type AvailabilityResponse } from '@autospa/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { BookDraft } from '../hooks/book-draft';
import { addOnsParam, vehicleParams } from './vehicle-params';

type SlotsInput = Pick<BookDraft, 'date' | 'serviceName' | 'categoryName' | 'subName' | 'addOns'>;

// GET /tor/get-availability with the chosen car and add-ons: the duration comes from the quote, and each slot
// says whether it can still be changed online once booked (`changeable`).
export async function getSlots(input: SlotsInput): Promise<AvailabilityResponse> {
  const query = { date: input.date, serviceName: input.serviceName, ...vehicleParams(input), addOns: addOnsParam(input.addOns) };
  return (await apiRequest<AvailabilityResponse>(api.getAvailability, { query })).data;
}

export const useSlots = (input: SlotsInput) =>
  useQuery(
    queryOptions({
      // Under 'bookings': any booking made or changed refreshes the free times.
      queryKey: ['bookings', 'availability', input.date, input.serviceName, vehicleParams(input), input.addOns],
      queryFn: () => getSlots(input),
      enabled: input.date !== '' && input.serviceName !== '',
      staleTime: 10_000,
      retry: false,
    }),
  );
