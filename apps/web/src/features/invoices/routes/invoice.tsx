import { ArrowLeft, Printer } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { useBusinessZone } from '../api/get-business-zone';
import { useInvoice } from '../api/get-invoice';
import { InvoiceDocument } from '../components/invoice-document';
import { InvoicePrintStyle } from '../components/invoice-print-style';
import { PdfButton } from '../components/pdf-button';

// /invoice?id= : one tax invoice or credit note, printable (the Admin, or the customer it bills).
export function InvoiceRoute() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const invoice = useInvoice(id);
  const zone = useBusinessZone();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-4xl">
      <InvoicePrintStyle />
      <div className="print:hidden">
        <PageHeader
          title={invoice.data ? invoice.data.number : 'Invoice'}
          actions={
            <>
              <Button variant="secondary" onClick={() => void navigate(-1)}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                Back
              </Button>
              {invoice.data && <PdfButton id={invoice.data._id} number={invoice.data.number} label="Download PDF" className="h-11" />}
              <Button onClick={() => window.print()} disabled={!invoice.data}>
                <Printer aria-hidden="true" className="size-4" />
                Print
              </Button>
            </>
          }
        />
      </div>
      {!id ? (
        <ListError text="Invoice not found." />
      ) : invoice.isPending ? (
        <ListLoading text="Loading the invoice..." />
      ) : invoice.isError ? (
        <ListError text={errorMessage(invoice.error, 'Failed to fetch the invoice.')} />
      ) : (
        <InvoiceDocument invoice={invoice.data} zone={zone} />
      )}
    </div>
  );
}
