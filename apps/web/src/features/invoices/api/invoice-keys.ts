// Issue 21: invoices, one invoice, a booking's invoices and the GST month; any of them reload together.
export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (params: object) => ['invoices', 'list', params] as const,
  one: (id: string) => ['invoices', 'one', id] as const,
  summary: (month: string) => ['invoices', 'gst-summary', month] as const,
};
