import { DEFAULT_OPENING_HOURS } from '@autospa/contract';
import { weekSummary } from '@/lib/weekly-hours';

export type FaqItem = { question: string; answer: string };

// SPEC.md §9 FAQ statements, word for word where it gives them; the FAQ's opening-hours reading.
export const homeFaq: FaqItem[] = [
  { question: 'How long does a basic wash take?', answer: 'A basic wash takes about 30 minutes.' },
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
    // content owns business.ts and removed its static hours; the home page's FAQ reads the settings instead.
    answer: `We are open ${weekSummary(DEFAULT_OPENING_HOURS, 'Closed').join(', ')}.`,
  },
];
