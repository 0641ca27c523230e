import { schedulingMessages } from '@autospa/contract';
import { TablePagination, useServerPaging } from '@/components/ui/data-table';
import { ListEmpty, ListError, ListLoading } from '@/components/ui/list-state';
import { listErrorText } from '@/lib/read-list';
import { useLeaves } from '../api/get-leaves';
import { LeaveCard } from './leave-card';
import { LeaveDecision } from './leave-decision';
import { leaveTexts } from './leave-texts';

// The leave requests, a page at a time: everyone's with Approve / Decline for the Admin, its own for an Employee.
export function LeaveList({ admin }: { admin: boolean }) {
  const { paging, setPaging, params } = useServerPaging();
  const leaves = useLeaves({ page: params.page, limit: params.limit });
  if (leaves.isPending) return <ListLoading text={leaveTexts.loading} />;
  if (leaves.isError) return <ListError text={listErrorText(leaves.error, schedulingMessages.failedLeaves)} />;
  const { data, total } = leaves.data;
  if (total === 0)
    return <ListEmpty title="No leave requests yet">{admin ? 'Requests from the team appear here.' : 'Ask for days off above.'}</ListEmpty>;
  return (
    <div className="space-y-4">
      <ul aria-label="Leave requests" aria-busy={leaves.isPlaceholderData} className="space-y-3">
        {data.map((l) => (
          <LeaveCard key={l._id} leave={l} showEmployee={admin} actions={admin && l.status === 'Pending' && <LeaveDecision leave={l} />} />
        ))}
      </ul>
      <TablePagination
        pageIndex={paging.pageIndex}
        pageCount={Math.ceil(total / paging.pageSize)}
        pageSize={paging.pageSize}
        total={total}
        onPageChange={(pageIndex) => setPaging({ ...paging, pageIndex })}
      />
    </div>
  );
}
