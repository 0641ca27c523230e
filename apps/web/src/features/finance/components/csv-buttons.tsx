import type { FinancePeriodQuery } from '@autospa/contract';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { downloadFinanceCsv, type CsvKind } from '../api/download-finance-csv';
import { financeTexts } from './finance-texts';

const labels: Record<CsvKind, string> = { income: 'Download income CSV', expenses: 'Download expenses CSV' };

// The period on screen as spreadsheet files, every row (not just the page shown).
export function CsvButtons({ period }: { period: FinancePeriodQuery }) {
  const [busy, setBusy] = useState<CsvKind | null>(null);
  const download = (kind: CsvKind) => {
    setBusy(kind);
    downloadFinanceCsv(period, kind)
      .then((name) => toast.success(`Downloaded ${name}`))
      .catch((error: unknown) => toast.error(errorMessage(error, financeTexts.failedDownload)))
      .finally(() => setBusy(null));
  };
  return (
    <>
      {(['income', 'expenses'] as const).map((kind) => (
        <Button key={kind} variant="secondary" onClick={() => download(kind)} disabled={busy !== null} aria-busy={busy === kind}>
          {busy === kind ? <Spinner /> : <Download aria-hidden="true" className="size-4" />}
          {labels[kind]}
        </Button>
      ))}
    </>
  );
}
