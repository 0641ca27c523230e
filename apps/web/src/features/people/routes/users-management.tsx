import { messages, routes, type UserView } from '@autospa/contract';
import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { DataTable, useServerPaging } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import { useUserPage } from '../api/list-accounts';
import { userColumns } from '../components/account-columns';
import { DeactivateDialog } from '../components/deactivate-dialog';
import { EditUserDialog } from '../components/edit-user-dialog';
import { ListError, ListLoading } from '@/components/ui/list-state';
import { peopleTexts } from '../components/people-texts';
import { ReactivateButton } from '../components/reactivate-button';
import { useAccountActions } from '../hooks/use-account-actions';

// SPEC.md §2 User Management, with a real edit and deactivation. Customers run into thousands, so the
// server pages and searches (newest first).
export function UsersManagementRoute() {
  const { paging, setPaging, params } = useServerPaging();
  const users = useUserPage(params);
  const actions = useAccountActions<UserView>('User');
  return (
    <>
      <PageHeader
        title="User Management"
        description="Customer accounts: newest first. Deactivated customers keep their history and cannot sign in."
        actions={
          <>
            <RefreshButton onClick={() => void users.refetch()} busy={users.isFetching} />
            <Link to={routes.addUser} className={buttonClasses('primary')}>
              <UserPlus aria-hidden="true" className="size-4" />
              Add User
            </Link>
          </>
        }
      />
      <section className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        {users.isPending ? (
          <ListLoading text={peopleTexts.User.loading} />
        ) : users.isError ? (
          <ListError text={messages.accounts.failedFetchUsers} />
        ) : (
          <DataTable
            caption="Users"
            columns={userColumns}
            data={users.data.data}
            getRowId={(u) => u._id}
            getRowName={(u) => u.username}
            onEdit={actions.edit}
            onDelete={actions.askDeactivate}
            deleteLabel="Deactivate"
            canDelete={(u) => u.active}
            rowActions={(u) =>
              !u.active && <ReactivateButton name={u.username} onClick={() => actions.reactivate(u)} disabled={actions.pending} />
            }
            server={{ total: users.data.total, paging, onPagingChange: setPaging }}
            busy={users.isPlaceholderData}
          />
        )}
      </section>
      <EditUserDialog user={actions.editing} onClose={actions.closeEdit} />
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
