import { messages } from '@autospa/contract';
import { PageHeader } from '@/components/ui/page-header';
import { createUser } from '../api/create-user';
import { NewUserForm } from '../components/new-account-forms';

// SPEC.md §2 Add New User (POST /tor/create-user with the Admin's token).
export function AddUserRoute() {
  return (
    <>
      <PageHeader
        title="Add New User"
        description="Open an account for a customer. They sign in with this username, email or phone and password."
      />
      <section className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <NewUserForm
          send={(body) => createUser(body)}
          texts={{
            success: messages.create.userAdded,
            failure: messages.create.failedUser,
            unexpected: messages.create.somethingWentWrong,
          }}
          needsToken={false}
          submitLabel="Add User"
          pendingLabel="Adding..."
        />
      </section>
    </>
  );
}
