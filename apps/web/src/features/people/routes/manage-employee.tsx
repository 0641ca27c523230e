import { messages, routes, type EmployeeView } from '@autospa/contract';
import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { useEmployeeList } from '../api/list-accounts';
import { employeeColumns } from '../components/account-columns';
import { DeactivateDialog } from '../components/deactivate-dialog';
import { EditEmployeeDialog } from '../components/edit-employee-dialog';
import { ListError, ListLoading } from '@/components/ui/list-state';
import { peopleTexts } from '../components/people-texts';
import { ReactivateButton } from '../components/reactivate-button';
import { useAccountActions } from '../hooks/use-account-actions';

// SPEC.md §2 Employee Management, with a real edit and deactivation. A team is small: the whole list is
// loaded and searched and sorted in the browser.
export function ManageEmployeeRoute() {
  const employees = useEmployeeList();
  const actions = useAccountActions<EmployeeView>('Employee');
  return (
    <>
      <PageHeader
        title="Employee Management"
        description="Your team. Deactivated employees keep their records and cannot sign in."
        actions={
          <>
            <RefreshButton onClick={() => void employees.refetch()} busy={employees.isFetching} />
            <Link to={routes.createEmployee} className={buttonClasses('primary')}>
              <UserPlus aria-hidden="true" className="size-4" />
              Create Employee
            </Link>
          </>
        }
      />
      <section className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        {employees.isPending ? (
          <ListLoading text={peopleTexts.Employee.loading} />
        ) : employees.isError ? (
          <ListError text={messages.accounts.failedFetchEmployees} />
        ) : (
          <DataTable
            caption="Employees"
            columns={employeeColumns}
            data={employees.data.data}
            getRowId={(e) => e._id}
            getRowName={(e) => e.username}
            onEdit={actions.edit}
            onDelete={actions.askDeactivate}
            deleteLabel="Deactivate"
            canDelete={(e) => e.active}
            rowActions={(e) =>
              !e.active && <ReactivateButton name={e.username} onClick={() => actions.reactivate(e)} disabled={actions.pending} />
            }
          />
        )}
      </section>
      <EditEmployeeDialog employee={actions.editing} onClose={actions.closeEdit} />
      <DeactivateDialog
        name={actions.deactivating?.username}
        onCancel={actions.cancelDeactivate}
        onConfirm={actions.confirmDeactivate}
        pending={actions.pending}
        error={actions.deactivateError}
      />
    </>
  );
}
