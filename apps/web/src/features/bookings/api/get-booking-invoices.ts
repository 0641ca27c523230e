import { api, type InvoiceView } from '@autospa/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// GET /tor/get-booking-invoices?bookingId= (issue 21): a booking's tax invoice and credit notes (its owner, the Admin).
export async function getBookingInvoices(bookingId: string): Promise<InvoiceView[]> {
  return (await apiRequest<{ data: InvoiceView[] }>(api.getBookingInvoices, { query: { bookingId } })).data.data;
}

/** Asked only for a booking that can have one (completed, or paid in part): no request per upcoming booking. */
export const useBookingInvoices = (bookingId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['invoices', 'booking', bookingId],
    queryFn: () => getBookingInvoices(bookingId),
    enabled,
    retry: false,
  });
