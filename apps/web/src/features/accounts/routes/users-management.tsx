import { messages, routes } from '@autospa/contract';
import { useServerPaging } from '@/components/ui/data-table';
import { useUserPage } from '../api/list-accounts';
import { userColumns } from '../components/account-columns';
import { AccountManagement } from '../components/account-management';
import { EditUserDialog } from '../components/edit-user-dialog';

// SPEC.md §2 User Management. Customers run into thousands, so the server pages and searches (newest first).
export function UsersManagementRoute() {
  const { paging, setPaging, params } = useServerPaging();
  return (
    <AccountManagement
      kind="User"
      title="User Management"
      description="Customer accounts: newest first. Deactivated customers keep their history and cannot sign in."
      create={{ to: routes.addUser, label: 'Add User' }}
      list={useUserPage(params)}
      failedText={messages.accounts.failedFetchUsers}
      caption="Users"
      columns={userColumns}
      server={{ paging, onPagingChange: setPaging }}
      editDialog={(user, close) => <EditUserDialog user={user} onClose={close} />}
    />
  );
}
