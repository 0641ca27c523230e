import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { CreateBookingForm } from '../components/create-booking-form';

// /create-booking (User). ?service=<name> comes from the Services page's 'Book this'.
export function CreateBookingRoute() {
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader
        title="Create Booking"
        description="Choose your car and wash, then a free time. Changes are possible up to 24 hours before."
      />
      <section className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <CreateBookingForm initialService={params.get('service') ?? ''} />
      </section>
    </>
  );
}
