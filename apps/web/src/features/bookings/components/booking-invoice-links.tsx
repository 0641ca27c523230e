import { routes, type BookingView } from '@autospa/contract';
import { FileText } from 'lucide-react';
import { TextLink } from '@/components/ui/text-link';
import { cn } from '@/lib/cn';
import { useBookingInvoices } from '../api/get-booking-invoices';

// Issue 21: a booking's tax invoice and credit notes, each opening its printable page. Nothing while there is none.
export function BookingInvoiceLinks({ booking: b, className }: { booking: BookingView; className?: string }) {
  const invoices = useBookingInvoices(b._id, b.status === 'Completed' || b.paidPaise > 0);
  if (!invoices.data?.length) return null;
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm', className)}>
      <FileText aria-hidden="true" className="size-4 text-teal" />
      {invoices.data.map((i) => (
        <TextLink key={i._id} to={`${routes.invoice}?id=${i._id}`} className="inline-flex min-h-10 items-center">
          {i.kind === 'invoice' ? 'Invoice' : 'Credit note'} <span className="ml-1 font-mono">{i.number}</span>
        </TextLink>
      ))}
    </p>
  );
}
