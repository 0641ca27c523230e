import { api, type GstCsvSection } from '@autospa/contract';
import { downloadFile } from '@/lib/download-file';

/** GET /tor/get-invoice-pdf?id= : the invoice as a PDF file (its owner or the Admin). */
export const downloadInvoicePdf = (id: string, number: string) =>
  downloadFile(`${api.getInvoicePdf}?${new URLSearchParams({ id }).toString()}`, 'application/pdf', `${number.replaceAll('/', '-')}.pdf`);

/** GET /tor/export-gst-csv?month=&section= (Admin): one GSTR-1 table of the month. */
export const downloadGstCsv = (month: string, section: GstCsvSection) =>
  downloadFile(`${api.exportGstCsv}?${new URLSearchParams({ month, section }).toString()}`, 'text/csv', `gstr1-${section}-${month}.csv`);
