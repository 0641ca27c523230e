import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { downloadInvoicePdf } from '../api/download-file';

type PdfButtonProps = { id: string; number: string; label?: string; className?: string };

// The invoice as a PDF file; the number in the accessible name tells one row's button from the next.
export function PdfButton({ id, number, label = 'PDF', className }: PdfButtonProps) {
  const [busy, setBusy] = useState(false);
  const onClick = () => {
    setBusy(true);
    downloadInvoicePdf(id, number)
      .then((name) => toast.success(`Downloaded ${name}`))
      .catch((error: unknown) => toast.error(errorMessage(error, 'Failed to download the PDF.')))
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="secondary" onClick={onClick} disabled={busy} aria-busy={busy} className={cn('h-10', className)}>
      {busy ? <Spinner /> : <FileDown aria-hidden="true" className="size-4" />}
      {label}
      <span className="sr-only"> of {number}</span>
    </Button>
  );
}
