import { type ExpenseView, type IncomeRow, financeMessages } from '@autospa/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { listErrorText } from '@/lib/read-list';
import { useConfirmedAction } from '@/lib/use-confirmed-action';
import { useDeleteExpense } from '../api/delete-expense';
import { useFinanceReport } from '../api/get-finance-report';
import { usePeriod } from '../hooks/use-period';
import { CsvButtons } from './csv-buttons';
import { ExpenseDialog, type ExpenseTarget } from './expense-dialog';
import { expenseName } from './expense-columns';
import { ExpensesSection } from './expenses-section';
import { FinanceBreakdowns } from './finance-breakdowns';
import { FinanceChart } from './finance-chart';
import { financeTexts } from './finance-texts';
import { FinanceTotalsCards } from './finance-totals';
import { IncomeSection } from './income-section';
import { PaymentDialog } from './payment-dialog';
import { PeriodPicker } from './period-picker';
import { periodSummary } from './period-summary';

// The Admin's Income and Expenses: a period's totals, chart and breakdowns, then its income and expense rows.
export function AdminFinance() {
  const period = usePeriod();
  const report = useFinanceReport(period.query);
  const [paying, setPaying] = useState<IncomeRow | null>(null);
  const [expense, setExpense] = useState<ExpenseTarget>(null);
  const remove = useConfirmedAction<ExpenseView>(useDeleteExpense(), {
    success: financeMessages.expenseDeleted,
    failure: financeTexts.failedDeleteExpense,
  });
  return (
    <>
      <PageHeader
        title="Income and Expenses"
        description={report.data ? periodSummary(report.data.period) : 'What the business earned and spent.'}
        actions={
          <>
            <Button onClick={() => setExpense('new')}>
              <Plus aria-hidden="true" className="size-4" />
              Add expense
            </Button>
            <CsvButtons period={period.query} />
          </>
        }
      />
      <div className="space-y-6">
        <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
          <PeriodPicker state={period} />
        </div>
        {report.isPending ? (
          <ListLoading text={financeTexts.loadingReport} />
        ) : report.isError ? (
          <ListError text={listErrorText(report.error, financeMessages.failedFetchReport)} />
        ) : (
          <>
            <FinanceTotalsCards totals={report.data.totals} busy={report.isPlaceholderData} />
            <FinanceChart series={report.data.series} groupBy={report.data.period.groupBy} />
            <FinanceBreakdowns report={report.data} />
          </>
        )}
        {!report.isError && (
          <>
            <IncomeSection period={period.query} onRecordPayment={setPaying} />
            <ExpensesSection period={report.data?.period} onEdit={setExpense} onDelete={remove.ask} />
          </>
        )}
      </div>
      <PaymentDialog row={paying} onClose={() => setPaying(null)} canRefund />
      <ExpenseDialog target={expense} onClose={() => setExpense(null)} />
      <ConfirmDialog
        open={remove.target !== null}
        onOpenChange={(open) => !open && remove.cancel()}
        title="Delete this expense?"
        description={remove.target ? `${expenseName(remove.target)}. It is removed for good and the totals change.` : ''}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={remove.confirm}
        pending={remove.pending}
        error={remove.error}
      />
    </>
  );
}
