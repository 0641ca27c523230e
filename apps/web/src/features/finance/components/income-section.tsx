import { type FinancePeriodQuery, type IncomeRow, financeMessages } from '@autospa/contract';
import { DataTable, useServerPaging } from '@/components/ui/data-table';
import { ListError, ListLoading } from '@/components/ui/list-state';
import { listErrorText } from '@/lib/read-list';
import { useFinanceIncome } from '../api/get-finance-income';
import { financeTexts } from './finance-texts';
import { incomeColumns, incomeRowName } from './income-columns';
import { IncomeRowActions } from './income-row-actions';

type IncomeSectionProps = { period: FinancePeriodQuery; onRecordPayment: (row: IncomeRow) => void };

// The period's completed bookings with what was paid on each; search by customer, phone, car or service.
export function IncomeSection({ period, onRecordPayment }: IncomeSectionProps) {
  const { paging, setPaging, params } = useServerPaging();
  const income = useFinanceIncome({ ...period, ...params });
  return (
    <section aria-labelledby="income-heading" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="income-heading" className="mb-4 text-lg font-semibold text-navy">
        Income: completed bookings
      </h2>
      {income.isPending ? (
        <ListLoading text={financeTexts.loadingIncome} />
      ) : income.isError ? (
        <ListError text={listErrorText(income.error, financeMessages.failedFetchReport)} />
      ) : (
        <DataTable
          caption="Income"
          columns={incomeColumns}
          data={income.data.data}
          getRowId={(r) => r._id}
          getRowName={incomeRowName}
          rowActions={(r) => <IncomeRowActions row={r} onRecordPayment={onRecordPayment} />}
          server={{ total: income.data.total, paging, onPagingChange: setPaging }}
          busy={income.isPlaceholderData}
        />
      )}
    </section>
  );
}
