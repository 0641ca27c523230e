import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/lib/use-session';
import { LeaveList } from '../components/leave-list';
import { LeaveRequestForm } from '../components/leave-request-form';

// Issue 17: /leave. An Employee asks for days off and follows its requests; the Admin approves or declines them.
export function LeaveRoute() {
  const admin = useSession()?.typeOfUser === 'Admin';
  if (admin)
    return (
      <>
        <PageHeader
          title="Leave"
          description="Requests from the team, those waiting for you first. Approved days keep the person off the timeline."
        />
        <section aria-labelledby="leave-requests" className="space-y-4">
          <h2 id="leave-requests" className="sr-only">
            Leave requests
          </h2>
          <LeaveList admin />
        </section>
      </>
    );
  return (
    <>
      <PageHeader title="Leave" description="Ask for days off. The owner approves or declines each request." />
      <div className="space-y-10">
        <section aria-labelledby="ask-leave" className="max-w-2xl space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
          <h2 id="ask-leave" className="text-lg font-semibold text-navy">
            Ask for leave
          </h2>
          <LeaveRequestForm />
        </section>
        <section aria-labelledby="my-leave" className="space-y-4">
          <h2 id="my-leave" className="text-lg font-semibold text-navy">
            Your requests
          </h2>
          <LeaveList admin={false} />
        </section>
      </div>
    </>
  );
}
