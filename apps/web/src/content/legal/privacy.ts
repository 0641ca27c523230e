import type { BusinessDetailsView } from '@autospa/contract';
import type { LegalDocument } from './types';
import { waysToReach } from './ways-to-reach';

// SPEC.md §2 Privacy: data collected, use, security, cookies, consent, contact.
/** Written for the business's own details (the settings the Admin edits). */
export const privacyPolicy = (business: BusinessDetailsView): LegalDocument => ({
  title: 'Privacy Policy',
  updated: '21 November 2026',
  intro: `This policy explains what personal data ${business.name} ("we", "us") collects when you use our website, book a wash, subscribe to our newsletter, contact us or apply for a job, and how we use and protect it. We process personal data in line with India’s Digital Personal Data Protection Act, 2023.`,
  sections: [
    {
      id: 'data-we-collect',
      heading: 'Data we collect',
      paragraphs: ['We collect only what we need to provide our services:'],
      list: [
        'Booking details: your name, phone number, vehicle number, car type, the service, date and time slot you choose.',
        'Account details if you register: username, email address, phone number, car numbers and a password (stored only as a secure hash).',
        'Messages you send through the contact form: name, email, phone, the service you ask about and your message.',
        'Newsletter sign-ups: your email address.',
        'Job applications: name, email, phone, state, your résumé and any message.',
        'Technical data: the pages you request and your device’s IP address, kept in server logs for security.',
      ],
    },
    {
      id: 'how-we-use-data',
      heading: 'How we use your data',
      paragraphs: ['We use your data to:'],
      list: [
        'confirm, schedule, carry out and follow up your bookings, and call you about them;',
        'answer your questions and keep a record of what we agreed;',
        'send the newsletter you asked for (every email has an unsubscribe link);',
        'assess job applications;',
        'keep our website secure and prevent abuse, such as repeated failed sign-ins;',
        'meet our legal and tax obligations.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      paragraphs: [
        'We do not sell your data. We share it only with service providers who help us run the business (hosting, email delivery, payment processing), under contracts that require them to protect it, and with authorities when the law requires it.',
      ],
    },
    {
      id: 'security',
      heading: 'How we keep it secure',
      paragraphs: [
        'Our website is served over HTTPS. Passwords are stored as salted hashes, sessions can be ended at any time by signing out, and only staff who need your data for their work can see it.',
        'We keep booking records for as long as the law requires for accounts and tax (generally eight years), newsletter addresses until you unsubscribe, and job applications for twelve months unless you ask us to delete them sooner.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      paragraphs: [
        'We do not use advertising or tracking cookies. When you sign in, your browser keeps a session token in local storage so you stay signed in; signing out removes it. You can clear it at any time in your browser settings.',
      ],
    },
    {
      id: 'consent',
      heading: 'Your consent and your rights',
      paragraphs: [
        'By sending a form you consent to us using the data in it for the purpose described next to the form. You may withdraw your consent at any time; withdrawal does not affect anything done before it.',
        'You have the right to see the personal data we hold about you, to have it corrected or deleted, and to nominate another person to exercise these rights for you. We reply within 30 days.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        `For any question about your data or this policy, ${waysToReach(business)}, or find us at ${business.addressLine}.`,
        'We may update this policy; the date at the top shows the latest version.',
      ],
    },
  ],
});
