import { marketingRoutes as m } from '@autospa/contract';
import { recyclingAboutPage, recyclingResearchPage } from './claims';
import { art, avatar, type Art } from './images';

// About page (SPEC.md §2 About: who we are, mission, partners, vision, services, why choose us, testimonials).
export const about = {
  whoWeAre: [
    'Auto Spa is a hand car wash and detailing business in Gurugram, founded in 2025. We wash, polish and detail cars at our bays in Sector 18, and we take a waterless wash to customers’ homes and offices.',
    'Our detailers trained in dealership workshops and detailing studios before joining us. Every car is inspected with its owner before we start and checked again before we hand it back.',
  ],
  mission: 'To give every car a careful, professional clean that saves water and time, at a fair and clear price.',
  vision:
    'A city where a spotless car never costs clean water: every Auto Spa wash recycles its water, and water recycling saves up to 70% of what a conventional wash would use.',
  recycling: recyclingAboutPage,
  services: [
    { label: 'Exterior wash', to: m.exterior },
    { label: 'Interior cleaning', to: m.interior },
    { label: 'Premium detailing', to: m.premium },
    { label: 'Door-step waterless wash', to: m.doorstep },
    { label: 'Memberships and fleets', to: m.solutions },
  ],
  team: [
    { name: 'Kavya Nair', role: 'Founder and head of operations', image: avatar(1) },
    { name: 'Rohan Gupta', role: 'Lead detailer', image: avatar(2) },
    { name: 'Meera Joshi', role: 'Customer care', image: avatar(3) },
    { name: 'Sandeep Yadav', role: 'Door-step team lead', image: avatar(6) },
  ],
};

// Research and innovation page.
export const research = {
  recycling: recyclingResearchPage,
  areas: [
    {
      title: 'Closed-loop water recycling',
      body: 'Filters and settling tanks clean the rinse water so it can be used again. In our trials, water recycling saves up to 80% of the fresh water a wash needs.',
      image: art.newsRecycling,
    },
    {
      title: 'Waterless cleaning formula',
      body: 'A plant-based spray that lifts dirt into a microfibre cloth without scratching, for door-step washes with no runoff.',
      image: art.doorstepWash,
    },
    {
      title: 'Contactless jets',
      body: 'Nozzle angles and pressures tuned per car type, so touch-free washing removes road film without brushes.',
      image: art.heroContactless,
    },
    {
      title: 'Biodegradable chemistry',
      body: 'pH-neutral shampoos and waxes that break down safely, tested on paint, rubber and plastic trims.',
      image: art.heroEco,
    },
  ] satisfies { title: string; body: string; image: Art }[],
};

// Our Brand page. SPEC.md §2 shows a placeholder FAQ, a support card with sample details and 'Starting at just
// $199': the FAQ is written in our own words, the support card shows the settings and the price comes from the
// catalog (brand-page.tsx).
export const brand = {
  values: [
    { title: 'Careful', body: 'We treat every car like our own and inspect it with you before and after.' },
    { title: 'Clear', body: 'Prices on the page, times to the minute, and no surprise extras.' },
    { title: 'Clean', body: 'Less water, biodegradable products and tidy bays.' },
  ],
  faq: [
    {
      question: 'What does the Auto Spa name stand for?',
      answer: 'A calm, careful place for your car: a hand wash done with the attention of a spa.',
    },
    {
      question: 'Can my company partner with Auto Spa?',
      answer: 'Yes. Fleets, housing societies and offices can set up a regular wash schedule; write to us from the Contact page.',
    },
    {
      question: 'Is the price on the page the price I pay?',
      answer:
        'Yes. Every price on this site is the one you book at. A bigger car can cost more, and the booking shows the total before you confirm.',
    },
  ],
  signature: {
    title: 'Signature detailing',
    text: 'Our complete inside-and-out care: exterior wash and wax, deep interior cleaning, tyre shine and trim restore.',
  },
};
