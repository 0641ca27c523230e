import { art } from './images';
import { related, type ServicePageContent } from './service-page-kit';

// What we do (SPEC.md §2 service marketing pages).
export const whatWeDoPages = {
  overview: {
    metaTitle: 'What we do',
    description:
      'Every Auto Spa service in one place: car washing, interior cleaning, detailing, door-step waterless wash and fleet solutions.',
    eyebrow: 'What we do',
    title: 'Car care, from a quick wash to full detailing',
    lead: 'Auto Spa washes, cleans and details cars by hand, at our bays in Gurugram and at your door-step. Here is everything we do.',
    image: art.washBay,
    blocks: [
      {
        title: 'Washing',
        body: 'Basic and premium washes with thick pre-wash foam, a touch-free rinse and a microfibre hand dry. Our water-saving process saves 30% water on every wash.',
        points: ['Basic Wash in about 30 minutes', 'Contactless high-pressure rinse', 'Recycled rinse water'],
        image: art.foamWash,
      },
      {
        title: 'Cleaning and detailing',
        body: 'From a vacuum and dashboard wipe to seat shampoo, paint polishing and wax: the care that brings back the showroom feel.',
        points: ['Interior detailing in about 60 minutes', 'Premium detailing in 2-4 hours', 'Authorised products only'],
        image: art.interior,
      },
      {
        title: 'Solutions for homes and businesses',
        body: 'Monthly and annual memberships, fleet washing on a schedule and our door-step waterless wash for housing societies and offices.',
        points: ['Monthly and annual memberships', 'Fleet and office plans', 'Door-step service with no runoff'],
        image: art.doorstepVan,
      },
    ],
    related: [related.carWashing, related.carCleaning, related.solutions, related.doorstep],
  },
  carWashing: {
    metaTitle: 'Car Washing',
    description: 'Foam wash, contactless car wash and eco-friendly water-saving wash at Auto Spa. Save 30% water on every wash.',
    eyebrow: 'Car washing',
    title: 'A professional wash that saves water',
    lead: 'Our bays combine foam, touch-free jets and careful hand finishing. Clean paint, clean glass, clean wheels, and 30% less water.',
    image: art.heroContactless,
    highlights: [
      { value: '30%', label: 'Water saved per wash' },
      { value: '30 min', label: 'Basic wash' },
      { value: '0', label: 'Brushes on your paint' },
    ],
    blocks: [
      {
        title: 'Express Exterior',
        body: 'Pre-wash foam loosens the dirt, a high-pressure rinse carries it away, and we dry by hand with clean microfibre. Wheels and tyres included.',
        points: ['Foam pre-wash', 'Wheel and tyre cleaning', 'Hand dry, streak-free glass'],
        image: art.foamWash,
      },
      {
        title: 'Contactless car wash',
        body: 'Touch-free jets clean every panel without brushes, so there are no swirl marks. Ideal for new, ceramic-coated and dark-coloured cars.',
        points: ['No brushes, no scratches', 'Safe for coatings and wraps', 'Underbody rinse on request'],
        image: art.heroContactless,
      },
      {
        title: 'Eco-friendly, water-saving wash',
        body: 'Rinse water is filtered and reused, nozzles are low-flow, and our shampoos are biodegradable. You get a cleaner car and the city keeps its water.',
        points: ['Recycled rinse water', 'Biodegradable shampoos', 'Waterless option at your door-step'],
        image: art.heroEco,
      },
    ],
    related: [related.exterior, related.premium, related.doorstep],
  },
  carCleaning: {
    metaTitle: 'Car Cleaning',
    description: 'Auto detailing and full service wash at Auto Spa: interior vacuum and shampoo, dashboard detailing, polish and wax.',
    eyebrow: 'Car cleaning',
    title: 'Inside and out, properly clean',
    lead: 'Auto Detailing and our Full Service Wash go beyond the paint: seats, carpets, dashboard, vents and glass, cleaned by trained hands.',
    image: art.interior,
    highlights: [
      { value: '60 min', label: 'Interior detailing' },
      { value: '2-4 h', label: 'Premium detailing' },
      { value: '4.9/5', label: 'Average customer rating' },
    ],
    blocks: [
      {
        title: 'Full Service Wash',
        body: 'An exterior wash plus a thorough vacuum, dashboard and console wipe, door panels and windows cleaned inside and out.',
        points: ['Exterior foam wash', 'Interior vacuum and wipe-down', 'Windows inside and out'],
        image: art.washBay,
      },
      {
        title: 'Auto Detailing',
        body: 'Seat and carpet shampoo, leather care, vents and crevices brushed out, and an odour neutraliser. Outside, a polish and a hand-applied wax.',
        points: ['Seat and carpet shampoo', 'Leather cleaning and conditioning', 'Polish and hand wax'],
        image: art.heroDetailing,
      },
    ],
    related: [related.interior, related.premium, related.carWashing],
  },
  solutions: {
    metaTitle: 'Solutions',
    description:
      'Auto Spa solutions: monthly and annual memberships, fleet washing, housing society and office plans, door-step waterless wash.',
    eyebrow: 'Solutions',
    title: 'Car care that fits how you live and work',
    lead: 'Memberships for people who like a clean car every week, and plans for fleets, offices and housing societies.',
    image: art.doorstepVan,
    blocks: [
      {
        title: 'Memberships',
        body: 'Monthly and annual memberships with priority slots and member prices. The Monthly Plan is ₹1,999 with this month’s offer.',
        points: ['Monthly and annual plans', 'Priority booking', 'Member prices on detailing'],
        image: art.processBooking,
      },
      {
        title: 'Fleets and offices',
        body: 'We wash delivery vans, taxis and company cars on a fixed schedule, at our bays or in your parking, with one monthly invoice.',
        points: ['Weekly or fortnightly schedules', 'One monthly invoice', 'A named account manager'],
        image: art.washBay,
      },
      {
        title: 'Housing societies',
        body: 'Our door-step team visits your society on set days with the waterless kit: no hoses, no runoff, no mess on the parking floor.',
        points: ['Waterless, runoff-free', 'Set visiting days', 'Pay by UPI or card'],
        image: art.doorstepWash,
      },
    ],
    related: [related.doorstep, related.carWashing, related.carCleaning],
  },
} satisfies Record<string, ServicePageContent>;
