import { bookingFaq } from '@/content/faq';
import { FaqAccordion } from '../shared/faq-accordion';

// Its own module so the page can load it (and Radix's accordion) only when the visitor nears the foot of the page.
export function BookingFaq() {
  return <FaqAccordion items={bookingFaq} className="mx-auto max-w-3xl" />;
}
