import { type ExpenseView, type PeriodView, financeMessages } from '@autospa/contract';
import { DataTable, useServerPaging } from '@/components/ui/data-table';
import { ListError, ListLoading } from '@/components/ui/list-state';
import { listErrorText } from '@/lib/read-list';
import { useExpenses } from '../api/get-expenses';
import { expenseColumns, expenseName } from './expense-columns';
import { financeTexts } from './finance-texts';

type ExpensesSectionProps = {
  /** The period as the server read it (its first and last business day); undefined until the report loads. */
  period: PeriodView | undefined;
  onEdit: (expense: ExpenseView) => void;
  onDelete: (expense: ExpenseView) => void;
};

// The period's expenses, newest first; search by note or category.
export function ExpensesSection({ period, onEdit, onDelete }: ExpensesSectionProps) {
  const { paging, setPaging, params } = useServerPaging();
  const expenses = useExpenses({ ...params, from: period?.from, to: period?.to }, period !== undefined);
  return (
    <section aria-labelledby="expenses-heading" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="expenses-heading" className="mb-4 text-lg font-semibold text-navy">
        Expenses
      </h2>
      {expenses.isPending ? (
        <ListLoading text={financeTexts.loadingExpenses} />
      ) : expenses.isError ? (
        <ListError text={listErrorText(expenses.error, financeMessages.failedFetchExpenses)} />
      ) : (
        <DataTable
          caption="Expenses"
          columns={expenseColumns}
          data={expenses.data.data}
          getRowId={(e) => e._id}
          getRowName={expenseName}
          onEdit={onEdit}
          onDelete={onDelete}
          server={{ total: expenses.data.total, paging, onPagingChange: setPaging }}
          busy={expenses.isPlaceholderData}
        />
      )}
    </section>
  );
}
