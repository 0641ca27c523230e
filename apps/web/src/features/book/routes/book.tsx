import { dashboardFor } from '@autospa/contract';
import { DocumentTitle } from '@/components/ui/document-title';
import { TextLink } from '@/components/ui/text-link';
import { useSession } from '@/lib/use-session';
import { AccountLinks } from '../components/account-links';
import { BookSteps } from '../components/book-steps';

// /book: the one booking page every "Book Now" and "Book a wash" link leads to, for guests and customers.
export function BookRoute() {
  const session = useSession();
  const staff = session !== null && session.typeOfUser !== 'User';
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <DocumentTitle title="Book a wash" />
      <h1 className="text-2xl font-bold text-navy sm:text-3xl">Book a wash</h1>
      <p className="mt-2 text-slate-700">Your car, the wash, a time. You see the whole price before you confirm.</p>
      {staff ? (
        <p className="mt-6 rounded-xl bg-foam p-4 text-sm text-navy">
          This page is for customers. You are signed in as {session.typeOfUser}: book for a customer from the bookings screens, or{' '}
          <TextLink to={dashboardFor(session.typeOfUser)}>go to your dashboard</TextLink>.
        </p>
      ) : (
        <>
          {!session && <AccountLinks lead="Booked with us before?" className="mt-3" />}
          <BookSteps signedIn={session !== null} />
        </>
      )}
    </div>
  );
}
