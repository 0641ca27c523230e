import { art, type Art } from '../images';

export type ProcessStep = { title: string; description: string; image: Art };

/** The home section's id, eyebrow, title and intro. */
export const processHeading = {
  id: 'process',
  eyebrow: 'How it works',
  title: 'Our working process',
  intro: 'Four steps from booking to a spotless car.',
};

// SPEC.md §3 process: four steps.
export const processSteps: ProcessStep[] = [
  { title: 'Booking', description: 'Pick a service, a date and a time slot online or by phone.', image: art.processBooking },
  { title: 'Inspection', description: 'We walk round the car with you and note any scratches or stains.', image: art.processInspection },
  { title: 'Wash & Detailing', description: 'Our team washes and details the car with vehicle-safe products.', image: art.washBay },
  { title: 'Completion', description: 'A final quality check, then the keys are back in your hand.', image: art.processCompletion },
];
