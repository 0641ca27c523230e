import { formatInr } from '@autospa/contract';
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-state';
import { formatDate } from '@/lib/format';
import { creditsText } from '@/lib/plan-text';
import { useLedger } from '../api/get-ledger';
import { planTexts } from './plan-texts';

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

// A subscription's credits in and out, newest first as the server gives them, with the balance (their sum).
export function LedgerList({ subscriptionId }: { subscriptionId: string }) {
  const ledger = useLedger(subscriptionId);
  if (ledger.isPending) return <ListLoading text="Loading credits..." />;
  if (ledger.isError) return <ListError text={planTexts.failedLedger} />;
  return (
    <div className="space-y-3">
      <p className="font-semibold text-navy" data-testid="ledger-balance">
        {creditsText(ledger.data.balance)}
      </p>
      {ledger.data.rows.length === 0 ? (
        <ListEmpty title="No credits yet" />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label="Credits">
          {ledger.data.rows.map((row) => (
            <li key={row._id} className="flex items-start justify-between gap-3 px-4 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium text-navy capitalize">{row.kind}</p>
                {row.reason && <p className="text-slate-700">{row.reason}</p>}
                <p className="text-slate-600">
                  {formatDate(row.createdAt)}
                  {row.reference && ` · ${row.reference}`}
                  {row.by && ` · by ${row.by.username}`}
                  {row.valuePaise > 0 && ` · ${formatInr(row.valuePaise)}`}
                </p>
              </div>
              <span className={row.credits < 0 ? 'font-bold text-danger' : 'font-bold text-eco'}>{signed(row.credits)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
