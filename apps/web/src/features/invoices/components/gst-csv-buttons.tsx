import { GST_CSV_SECTIONS, type GstCsvSection } from '@autospa/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { downloadGstCsv } from '../api/download-file';

const labels: Record<GstCsvSection, string> = { b2b: 'B2B CSV', b2cs: 'B2CS CSV', cdnr: 'CDNR CSV', hsn: 'HSN CSV' };

// The month's four GSTR-1 tables as files, in the columns the GST portal's offline tool takes.
export function GstCsvButtons({ month }: { month: string }) {
  const [busy, setBusy] = useState<GstCsvSection | null>(null);
  const download = (section: GstCsvSection) => {
    setBusy(section);
    downloadGstCsv(month, section)
      .then((name) => toast.success(`Downloaded ${name}`))
      .catch((error: unknown) => toast.error(errorMessage(error, 'Failed to download the CSV.')))
      .finally(() => setBusy(null));
  };
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      {GST_CSV_SECTIONS.map((section) => (
        <Button key={section} variant="secondary" onClick={() => download(section)} disabled={busy !== null} aria-busy={busy === section}>
          {busy === section ? <Spinner /> : <Download aria-hidden="true" className="size-4" />}
          {labels[section]}
        </Button>
      ))}
    </div>
  );
}
