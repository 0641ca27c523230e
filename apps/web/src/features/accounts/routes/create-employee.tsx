import { messages } from '@autospa/contract';
import { PageHeader } from '@/components/ui/page-header';
import { createEmployee } from '../api/create-employee';
import { NewEmployeeForm } from '../components/new-account-forms';

// SPEC.md §2 Create Employee (POST /tor/create-employee). The Admin stays signed in.
export function CreateEmployeeRoute() {
  return (
    <>
      <PageHeader title="Create Employee" description="Add a team member. They sign in with this username, email or phone and password." />
      <section className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <NewEmployeeForm
          send={createEmployee}
          texts={{
            success: messages.create.employeeCreated,
            failure: messages.create.failedEmployee,
            unexpected: messages.create.somethingWentWrong,
          }}
          needsToken={false}
          submitLabel="Create Employee"
          pendingLabel="Creating..."
        />
      </section>
    </>
  );
}
