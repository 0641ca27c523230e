import type { UseQueryResult } from '@tanstack/react-query';
import { UserPlus, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { DataTable, type DataTableProps } from '@/components/ui/data-table';
import { IconButton } from '@/components/ui/icon-button';
import { ListError, ListLoading } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { RefreshButton } from '@/components/ui/refresh-button';
import type { AccountPage } from '../api/list-accounts';
import type { AccountKind } from '../api/refresh-account-views';
import { useAccountActions } from '../hooks/use-account-actions';
import { DeactivateDialog } from './deactivate-dialog';
import { peopleTexts } from './people-texts';
import { ReactivateButton } from './reactivate-button';

type Row = { _id: string; username: string; active: boolean };

type AccountManagementProps<T extends Row> = {
  kind: AccountKind;
  title: string;
  description: string;
  create: { to: string; label: string };
  list: UseQueryResult<AccountPage<T>>;
  failedText: string;
  caption: string;
  columns: DataTableProps<T>['columns'];
  /** Server paging for lists that grow; without it the whole list is searched and sorted in the browser. */
  server?: Omit<NonNullable<DataTableProps<T>['server']>, 'total'>;
  editDialog: (editing: T | null, close: () => void) => ReactNode;
  /** More buttons on each row (the Admin's view of a customer's vehicles and bookings). */
  rowExtras?: ((row: T) => ReactNode) | undefined;
};

// The User and Employee Management screens (SPEC.md §2) with a real edit and deactivation: a list with
// refresh and create, the edit popup, and deactivation after confirmation (re-activation from the row).
export function AccountManagement<T extends Row>(props: AccountManagementProps<T>) {
  const { kind, list, server } = props;
  const actions = useAccountActions<T>(kind);
  return (
    <>
      <PageHeader
        title={props.title}
        description={props.description}
        actions={
          <>
            <RefreshButton onClick={() => void list.refetch()} busy={list.isFetching} />
            <Link to={props.create.to} className={buttonClasses('primary')}>
              <UserPlus aria-hidden="true" className="size-4" />
              {props.create.label}
            </Link>
          </>
        }
      />
      <section className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        {list.isPending ? (
          <ListLoading text={peopleTexts[kind].loading} />
        ) : list.isError ? (
          <ListError text={props.failedText} />
        ) : (
          <DataTable
            caption={props.caption}
            columns={props.columns}
            data={list.data.data}
            getRowId={(a) => a._id}
            getRowName={(a) => a.username}
            onEdit={actions.edit}
            rowActions={(a) => (
              <>
                {/* Not a delete (the account and its history stay): a neutral icon, after a confirmation. */}
                {a.active && <IconButton label={`Deactivate ${a.username}`} icon={UserX} onClick={() => actions.askDeactivate(a)} />}
                {props.rowExtras?.(a)}
                {!a.active && <ReactivateButton name={a.username} onClick={() => actions.reactivate(a)} disabled={actions.pending} />}
              </>
            )}
            server={server && { ...server, total: list.data.total }}
            busy={list.isPlaceholderData}
          />
        )}
      </section>
      {props.editDialog(actions.editing, actions.closeEdit)}
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
