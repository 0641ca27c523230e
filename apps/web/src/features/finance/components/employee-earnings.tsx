import { formatInr, type IncomeRow, type MyEarningsResponse } from '@autospa/contract';
import { useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { errorMessage } from '@/lib/api-client';
import { useMyEarnings } from '../api/get-my-earnings';
import { usePeriod } from '../hooks/use-period';
import { collectedColumns } from './collected-columns';
import { financeTexts } from './finance-texts';
import { incomeRowName, jobColumns } from './income-columns';
import { IncomeRowActions } from './income-row-actions';
import { PaymentDialog } from './payment-dialog';
import { PeriodPicker } from './period-picker';
import { periodSummary } from './period-summary';
import { StatCards } from './stat-cards';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-5';

// An Employee's Income and Expenses: its completed jobs in the period and the money it collected.
export function EmployeeEarnings() {
  const period = usePeriod();
  const earnings = useMyEarnings(period.query);
  const [paying, setPaying] = useState<IncomeRow | null>(null);
  return (
    <>
      <PageHeader
        title="Income and Expenses"
        description={earnings.data ? periodSummary(earnings.data.period) : 'Your completed jobs and the payments you collected.'}
        actions={<RefreshButton onClick={() => void earnings.refetch()} busy={earnings.isFetching} />}
      />
      <div className="space-y-6">
        <div className={card}>
          <PeriodPicker state={period} />
        </div>
        {earnings.isPending ? (
          <ListLoading text={financeTexts.loadingEarnings} />
        ) : earnings.isError ? (
          <ListError text={errorMessage(earnings.error, financeTexts.failedFetchEarnings)} />
        ) : (
          <EarningsBody data={earnings.data} busy={earnings.isPlaceholderData} onRecordPayment={setPaying} />
        )}
      </div>
      <PaymentDialog row={paying} onClose={() => setPaying(null)} />
    </>
  );
}

type EarningsBodyProps = { data: MyEarningsResponse; busy: boolean; onRecordPayment: (row: IncomeRow) => void };

function EarningsBody({ data, busy, onRecordPayment }: EarningsBodyProps) {
  const { totals } = data;
  return (
    <>
      <StatCards
        busy={busy}
        stats={[
          {
            label: 'Completed jobs',
            value: totals.completedJobs.toLocaleString('en-IN'),
            hint: `Worth ${formatInr(totals.jobsValuePaise)}`,
          },
          { label: 'Collected by you', value: formatInr(totals.collectedPaise), hint: 'Payments you recorded in the period' },
          { label: 'Still due', value: formatInr(totals.outstandingPaise), hint: 'What your completed jobs still owe' },
        ]}
      />
      <section aria-labelledby="jobs-heading" className={card}>
        <h2 id="jobs-heading" className="mb-4 text-lg font-semibold text-navy">
          Your completed jobs
        </h2>
        <DataTable
          caption="Completed jobs"
          columns={jobColumns}
          data={data.jobs}
          getRowId={(r) => r._id}
          getRowName={incomeRowName}
          rowActions={(r) => <IncomeRowActions row={r} onRecordPayment={onRecordPayment} />}
          busy={busy}
        />
      </section>
      <section aria-labelledby="collected-heading" className={card}>
        <h2 id="collected-heading" className="mb-4 text-lg font-semibold text-navy">
          Payments you collected
        </h2>
        <DataTable caption="Payments collected" columns={collectedColumns} data={data.payments} getRowId={(p) => p._id} busy={busy} />
      </section>
    </>
  );
}
