import type { IncomeRow } from '@autospa/contract';
import { IndianRupee, ReceiptText, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { IconButton } from '@/components/ui/icon-button';
import { incomeRowName } from './income-columns';
import { receiptPath } from './finance-texts';

// A completed booking's money buttons: record a payment while something is due, open the receipt once paid, and
// (issue 21) see a paid booking's payments to refund one.
export function IncomeRowActions({ row, onRecordPayment }: { row: IncomeRow; onRecordPayment: (row: IncomeRow) => void }) {
  const name = incomeRowName(row);
  if (row.paymentStatus === 'Paid') {
    const label = `Receipt for ${name}`;
    return (
      <span className="inline-flex">
        <IconButton label={`Payments of ${name}`} icon={Undo2} onClick={() => onRecordPayment(row)} />
        <Link
          to={receiptPath(row._id)}
          aria-label={label}
          title={label}
          className="inline-flex size-9 items-center justify-center rounded-lg text-teal transition-colors hover:bg-teal/10 hover:text-teal-dark"
        >
          <ReceiptText aria-hidden="true" className="size-4" />
        </Link>
      </span>
    );
  }
  return <IconButton label={`Record payment for ${name}`} icon={IndianRupee} onClick={() => onRecordPayment(row)} />;
}
