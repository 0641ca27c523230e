import { messages, routes } from '@autospa/contract';
import { TextLink } from '@/components/ui/text-link';
import { formatDate } from '@/lib/format';
import { useUserPage } from '../api/list-accounts';
import { ListError, ListLoading } from '@/components/ui/list-state';
import { peopleTexts } from './people-texts';

const params = { page: 1, limit: 5 };

// The Admin dashboard's newest customer accounts, straight from the list endpoint.
export function LatestCustomers() {
  const users = useUserPage(params);
  return (
    <section aria-labelledby="newest-customers" className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id="newest-customers" className="text-lg font-semibold text-navy">
          Newest customers
        </h2>
        <TextLink to={routes.usersManagement} className="text-sm">
          User Management
        </TextLink>
      </div>
      <div className="mt-3">
        {users.isPending ? (
          <ListLoading text={peopleTexts.User.loading} />
        ) : users.isError ? (
          <ListError text={messages.accounts.failedFetchUsers} />
        ) : users.data.data.length === 0 ? (
          <p className="py-4 text-sm text-slate-600">No customers yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {users.data.data.map((u) => (
              <li key={u._id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                <span className="min-w-0">
                  <span className="block truncate font-medium text-navy">{u.username}</span>
                  <span className="block truncate text-xs text-slate-600">{u.emailId}</span>
                </span>
                <span className="shrink-0 text-xs text-slate-600">Joined {formatDate(u.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
