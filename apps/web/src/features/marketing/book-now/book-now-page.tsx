import { ArrowDown } from 'lucide-react';
import { lazy } from 'react';
import { Button } from '@/components/ui/button';
import { art } from '@/content/images';
import { Deferred } from '../shared/deferred';
import { PageHero } from '../shared/page-hero';
import { PageMeta } from '../shared/page-meta';
import { Section } from '../shared/section';
import { useReducedMotion } from '../shared/use-reduced-motion';
import { BookingForm } from './booking-form';
import { ServicePicker } from './service-picker';
import { useBookingForm } from './use-booking-form';

const FORM_ID = 'booking-form';
// The FAQ at the foot of the page brings Radix's accordion, the larger part of this page's code: it loads as the
// visitor scrolls near it (the prerendered page shows it from the start). 14.3rem: its height, closed, at any width.
const BookingFaq = lazy(() => import('./booking-faq').then((m) => ({ default: m.BookingFaq })));

export function BookNowPage() {
  const booking = useBookingForm();
  const reducedMotion = useReducedMotion();

  function scrollToForm() {
    const target = document.getElementById(FORM_ID);
    target?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    target?.querySelector<HTMLElement>('select, input')?.focus({ preventScroll: true });
  }

  return (
    <>
      <PageMeta
        title="Book Now"
        description="Book a car wash at Auto Spa: pick a service, your car type, a date and a time slot. We call to confirm."
      />
      <PageHero
        eyebrow="Book now"
        title="Book your wash in a minute"
        lead="Pick a service, tell us about your car and choose a time slot. We call you to confirm the exact time."
        image={art.processBooking}
      >
        <Button size="lg" onClick={scrollToForm}>
          Go to the booking form
          <ArrowDown aria-hidden="true" className="size-5" />
        </Button>
      </PageHero>
      <Section eyebrow="Step 1" title="Choose your service">
        <ServicePicker form={booking.form} />
      </Section>
      <Section id={FORM_ID} eyebrow="Step 2" title="Your booking details" tone="white">
        <div className="mx-auto max-w-3xl rounded-3xl border border-slate-200 bg-foam p-6 sm:p-10">
          <BookingForm
            form={booking.form}
            onSubmit={booking.onSubmit}
            alert={booking.alert}
            sent={booking.sent}
            sending={booking.sending}
          />
        </div>
      </Section>
      <Section eyebrow="FAQ" title="Before you book">
        <Deferred component={BookingFaq} placeholderHeight="14.3rem" prerender />
      </Section>
    </>
  );
}
