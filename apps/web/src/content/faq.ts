import { formatDuration, type PublicSiteView } from '@autospa/contract';
import { weekSummary } from '@/lib/weekly-hours';

export type FaqItem = { question: string; answer: string };

/** 'A, B and C'. */
const listed = (parts: string[]) => (parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

/**
 * The home FAQ: SPEC.md §9's statements, word for word where it gives them, except what the catalog and the
 * settings know (issue 18): the basic wash's minutes and the opening hours come from the business's own data.
 */
export function homeFaq(site: Pick<PublicSiteView, 'openingHours' | 'services'>): FaqItem[] {
  const basic = site.services.find((s) => s.publicKey === 'basic');
  return [
    {
      question: 'How long does a basic wash take?',
      answer: basic ? `A basic wash takes about ${formatDuration(basic.durationMinutes)}.` : 'A basic wash takes about 30 minutes.',
    },
    {
      question: 'How long does premium detailing take?',
      answer: 'Premium detailing takes 2-4 hours, depending on the size and condition of the car.',
    },
    {
      question: 'Do you offer memberships?',
      answer: 'Yes. Monthly and annual memberships are available, with priority slots and member prices.',
    },
    { question: 'Can I reschedule my booking?', answer: 'Yes. You can reschedule up to 24 hours before your booking.' },
    {
      question: 'What if I am running late?',
      answer: 'We keep your slot for a 15-minute grace period. After that we fit you in at the next free time.',
    },
    { question: 'How can I pay?', answer: 'We accept payments by cash, UPI, cards and online.' },
    { question: 'Do I need to pay in advance?', answer: 'No advance payment is needed, except for some premium packages.' },
    { question: 'Do you accept walk-ins?', answer: 'Walk-ins are welcome. Booking in advance is recommended for weekends.' },
    {
      question: 'What are your opening hours?',
      answer: `Our hours are ${listed(weekSummary(site.openingHours, 'Closed'))}.`,
    },
  ];
}
