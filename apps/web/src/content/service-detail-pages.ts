import { art } from './images';
import { related, type ServicePageContent } from './service-page-kit';

// The three service pages SPEC.md shows only as link targets.
export const serviceDetailPages = {
  exterior: {
    metaTitle: 'Exterior wash',
    description:
      'Auto Spa exterior wash: foam wash, contactless rinse, wheels and tyres, hand dry and a protective wax. Basic wash in about 30 minutes.',
    eyebrow: 'Services',
    title: 'Exterior wash',
    lead: 'Paint, glass, wheels and tyres, washed with foam and finished by hand. A basic wash takes about 30 minutes.',
    image: art.foamWash,
    blocks: [
      {
        title: 'What is included',
        body: 'Every exterior wash follows the same checklist, so your car gets the same care every time.',
        points: ['Foam pre-wash and contactless rinse', 'Wheel, tyre and arch cleaning', 'Hand dry and streak-free glass', 'Tyre shine'],
        image: art.wheel,
      },
      {
        title: 'Add wax and polish',
        body: 'Wax & Polish (about 50 minutes) adds a decontamination wash and a hand-applied wax that makes water bead off for weeks.',
        points: ['Decontamination wash', 'Hand wax', 'Deep gloss finish'],
        image: art.heroDetailing,
      },
    ],
    related: [related.interior, related.premium, related.carWashing],
  },
  interior: {
    metaTitle: 'Interior cleaning',
    description: 'Auto Spa interior cleaning: vacuum, seat and carpet shampoo, dashboard and console detailing, odour neutraliser.',
    eyebrow: 'Services',
    title: 'Interior cleaning',
    lead: 'A fresh cabin: seats, carpets, dashboard, vents and glass cleaned, and odours neutralised. Interior detailing takes about 60 minutes.',
    image: art.interior,
    blocks: [
      {
        title: 'What is included',
        body: 'We protect the seats and floor while we work, and use products made for car interiors only.',
        points: ['Seat and carpet vacuum', 'Dashboard and console detailing', 'Interior windows', 'Odour neutraliser'],
        image: art.interior,
      },
      {
        title: 'For deeper stains',
        body: 'Add seat and carpet shampoo or leather care. We check the fabric first and tell you what can and cannot come out.',
        points: ['Fabric shampoo and extraction', 'Leather cleaning and conditioning', 'Pet hair removal'],
        image: art.processInspection,
      },
    ],
    related: [related.exterior, related.premium, related.carCleaning],
  },
  premium: {
    metaTitle: 'Premium detailing',
    description:
      'Auto Spa premium detailing: full exterior wash and wax, paint polishing, deep interior cleaning, engine bay cleaning. 2-4 hours.',
    eyebrow: 'Services',
    title: 'Premium detailing',
    lead: 'The full treatment, inside and out. Premium detailing takes 2-4 hours depending on the size and condition of the car.',
    image: art.heroDetailing,
    blocks: [
      {
        title: 'Outside',
        body: 'A full wash and decontamination, machine polishing to lift light swirls, then a hand-applied wax or sealant.',
        points: ['Full exterior wash and wax', 'Machine polish', 'Tyre shine and trim restore'],
        image: art.heroDetailing,
      },
      {
        title: 'Inside and under the bonnet',
        body: 'Deep interior cleaning with shampoo and leather care, and a careful engine bay clean with the electrics protected.',
        points: ['Deep interior cleaning', 'Leather care', 'Engine bay cleaning'],
        image: art.processCompletion,
      },
    ],
    related: [related.exterior, related.interior, related.carCleaning],
  },
} satisfies Record<string, ServicePageContent>;
