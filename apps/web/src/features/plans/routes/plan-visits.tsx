import { PLAN_VISIT_STATUSES } from '@autospa/contract';
import { useState } from 'react';
import { TablePagination } from '@/components/ui/data-table';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { listErrorText } from '@/lib/read-list';
import { usePlanVisits } from '../api/plan-visits';
import { planTexts } from '../components/plan-texts';
import { StatusFilter } from '../components/status-filter';
import { VisitList, visitStatusText } from '../components/visit-list';

const LIMIT = 20;
const statusChoices = PLAN_VISIT_STATUSES.map((s) => ({ value: s, label: visitStatusText(s) }));

// Issue 20: the Admin's plan visits at /plan-visits, missed ones first (the filter opens on them), by day and status,
// each with its proof photo.
export function PlanVisitsRoute() {
  const [status, setStatus] = useState('missed');
  const [day, setDay] = useState('');
  const [page, setPage] = useState(1);
  const list = usePlanVisits({ page, limit: LIMIT, ...(status && { status }), ...(day && { from: day, to: day }) });
  const reset = () => setPage(1);

  return (
    <>
      <PageHeader
        title="Plan visits"
        description="Each visit owed under a plan. A visit without a photo by the end of its day is missed, and the customer gets the credit back."
        actions={<RefreshButton onClick={() => void list.refetch()} busy={list.isFetching} />}
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <StatusFilter
          label="Status"
          value={status}
          onChange={(v) => {
            setStatus(v);
            reset();
          }}
          choices={statusChoices}
        />
        <div className="w-full sm:w-56">
          <Field label="Day">
            {(c) => (
              <Input
                {...c}
                type="date"
                value={day}
                onChange={(e) => {
                  setDay(e.target.value);
                  reset();
                }}
              />
            )}
          </Field>
        </div>
      </div>
      {list.isPending ? (
        <ListLoading text="Loading plan visits..." />
      ) : list.isError ? (
        <ListError text={listErrorText(list.error, planTexts.failedVisits)} />
      ) : list.data.data.length === 0 ? (
        <ListEmpty title={status === 'missed' ? 'No missed visits' : 'No visits found'}>
          {status && <p>Choose “All” in Status to see every visit.</p>}
        </ListEmpty>
      ) : (
        <>
          <VisitList visits={list.data.data} staff />
          <div className="mt-4">
            <TablePagination
              pageIndex={page - 1}
              pageCount={Math.max(1, Math.ceil(list.data.total / LIMIT))}
              pageSize={LIMIT}
              total={list.data.total}
              onPageChange={(i) => setPage(i + 1)}
            />
          </div>
        </>
      )}
    </>
  );
}
