import { routes } from '@autospa/contract';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { useReceipt } from '../api/get-receipt';
import { financeTexts } from '../components/finance-texts';
import { ReceiptPrintStyle } from '../components/receipt-print-style';
import { ReceiptView } from '../components/receipt-view';

// /income-expenses/receipt/:id: a paid booking's receipt, ready to print.
export function ReceiptRoute() {
  const { id = '' } = useParams();
  const receipt = useReceipt(id);
  return (
    <div className="mx-auto max-w-3xl">
      <ReceiptPrintStyle />
      <div className="print:hidden">
        <PageHeader
          title="Receipt"
          actions={
            <>
              <Link to={routes.incomeExpenses} className={buttonClasses('secondary')}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                Back
              </Link>
              <Button onClick={() => window.print()} disabled={!receipt.data}>
                <Printer aria-hidden="true" className="size-4" />
                Print
              </Button>
            </>
          }
        />
      </div>
      {receipt.isPending ? (
        <ListLoading text={financeTexts.loadingReceipt} />
      ) : receipt.isError ? (
        <ListError text={errorMessage(receipt.error, financeTexts.failedFetchReceipt)} />
      ) : (
        <ReceiptView receipt={receipt.data} />
      )}
    </div>
  );
}
