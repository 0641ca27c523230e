import type { BusinessDetailsView } from '@autospa/contract';
import type { LegalDocument } from './types';
import { waysToReach } from './ways-to-reach';

// SPEC.md §2 Terms: services, user duties, payments and refunds (only on cancellation or failure by the
// provider), liability limit, changes.
/** Written for the business's own details (the settings the Admin edits). */
export const termsAndConditions = (business: BusinessDetailsView): LegalDocument => ({
  title: 'Terms & Conditions',
  updated: '21 November 2026',
  intro: `These terms apply when you book or use a service from ${business.name}, at our bays or at your door-step, and when you use this website. By booking, you accept them.`,
  sections: [
    {
      id: 'services',
      heading: 'Our services',
      paragraphs: [
        'We provide car washing, cleaning, detailing, waxing and polishing and a door-step waterless wash, as described on this website. Times shown are typical; the actual time depends on the size and condition of the car.',
        'Prices shown are starting prices and may vary with the car’s size and condition. We tell you the final price before we start work.',
        'A booking made online is a request until we confirm the time with you by phone or message.',
      ],
    },
    {
      id: 'your-duties',
      heading: 'Your duties',
      paragraphs: ['When you book with us, you agree to:'],
      list: [
        'give correct contact and vehicle details;',
        'remove valuables and loose items from the car before the service; we are not responsible for items left inside;',
        'tell us about existing damage, aftermarket parts, wraps or coatings before we start;',
        'arrive on time; we hold your slot for a 15-minute grace period;',
        'for door-step washes, make sure the car is accessible and that washing there is allowed by your society or building;',
        'reschedule or cancel at least 24 hours before the booking.',
      ],
    },
    {
      id: 'payments-and-refunds',
      heading: 'Payments and refunds',
      paragraphs: [
        'You pay after the service by cash, UPI, cards or online. No advance payment is needed, except for some premium packages, which we tell you about when you book.',
        'Payments are refunded only when we cancel a booking, or when we fail to provide the service you booked. In those cases we refund the amount paid in full to the original payment method within 7 working days. We do not give refunds in any other case, including a change of mind after the service has been done; if you are not satisfied with part of the work, tell us before we leave and we clean it again.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limit of our liability',
      paragraphs: [
        'We take care with every car and inspect it with you before we start. If we damage your car through our negligence, we will repair the damage or pay for its repair.',
        'Apart from that, and as far as the law allows, our total liability for any booking is limited to the price of that booking. We are not liable for existing damage, for wear that a wash reveals (such as loose trims or failing paint), or for indirect losses such as loss of use.',
        'Nothing in these terms limits your rights under the Consumer Protection Act, 2019.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may change these terms, for example when we add services or the law changes. The version in force when you book applies to that booking. The date at the top shows the latest version.',
        `Questions? Please ${waysToReach(business)}. These terms are governed by Indian law and the courts of ${business.city}, ${business.region} have jurisdiction.`,
      ],
    },
  ],
});
