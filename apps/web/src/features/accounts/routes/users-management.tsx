import { messages, routes, type UserView } from '@autospa/contract';
import type { ReactNode } from 'react';
import { useServerPaging } from '@/components/ui/data-table';
import { useUserPage } from '../api/list-accounts';
import { userColumns } from '../components/account-columns';
import { AccountManagement } from '../components/account-management';
import { EditUserDialog } from '../components/edit-user-dialog';

// SPEC.md §2 User Management. Customers run into thousands, so the server pages and searches (newest first).
// rowExtras: more buttons on each customer's row, given by the app (the customer's vehicles and bookings).
export function UsersManagementRoute({ rowExtras }: { rowExtras?: (user: UserView) => ReactNode }) {
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
      rowExtras={rowExtras}
    />
  );
}
