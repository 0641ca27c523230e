import { api, type InvoiceView } from '@autospa/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

// GET /tor/get-invoice?id= : one invoice or credit note (the Admin, or the customer it bills).
export async function getInvoice(id: string): Promise<InvoiceView> {
  return (await apiRequest<InvoiceView>(api.getInvoice, { query: { id } })).data;
}

export const useInvoice = (id: string) =>
  useQuery({ queryKey: invoiceKeys.one(id), queryFn: () => getInvoice(id), retry: false, enabled: id !== '' });
