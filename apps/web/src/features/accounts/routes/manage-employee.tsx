import { messages, routes } from '@autospa/contract';
import { useEmployeeList } from '../api/list-accounts';
import { employeeColumns } from '../components/account-columns';
import { AccountManagement } from '../components/account-management';
import { EditEmployeeDialog } from '../components/edit-employee-dialog';

// SPEC.md §2 Employee Management. A team is small: one page of up to 100 (the most a list gives) is loaded and
// searched and sorted in the browser.
export function ManageEmployeeRoute() {
  return (
    <AccountManagement
      kind="Employee"
      title="Employee Management"
      description="Your team. Deactivated employees keep their records and cannot sign in."
      create={{ to: routes.createEmployee, label: 'Create Employee' }}
      list={useEmployeeList()}
      failedText={messages.accounts.failedFetchEmployees}
      caption="Employees"
      columns={employeeColumns}
      editDialog={(employee, close) => <EditEmployeeDialog employee={employee} onClose={close} />}
    />
  );
}
