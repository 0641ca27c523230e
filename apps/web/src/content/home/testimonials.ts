import { avatar, type Art } from '../images';

export type Testimonial = { id: number; name: string; role: string; feedback: string; image: Art };

// Sample customers (SPEC.md §3 testimonial: id, name, role, feedback, image).
export const testimonials: Testimonial[] = [
  {
    id: 1,
    name: 'Priya Sharma',
    role: 'Hatchback owner, Gurugram',
    feedback: 'Booked at 9, car was spotless by 9:40. The team even cleaned the boot without being asked.',
    image: avatar(1),
  },
  {
    id: 2,
    name: 'Rahul Verma',
    role: 'SUV owner, Delhi',
    feedback: 'The door-step wash in our basement parking was quick and there was not a drop of water on the floor.',
    image: avatar(2),
  },
  {
    id: 3,
    name: 'Ananya Iyer',
    role: 'Sedan owner, Bengaluru',
    feedback: 'Interior detailing removed a coffee stain I had given up on. Worth every rupee.',
    image: avatar(3),
  },
  {
    id: 4,
    name: 'Vikram Singh',
    role: 'Fleet manager, Chandigarh',
    feedback: 'Our twelve delivery vans are washed every week without us chasing anyone. Clear invoices too.',
    image: avatar(4),
  },
  {
    id: 5,
    name: 'Neha Kapoor',
    role: 'Luxury car owner, Greater Mumbai',
    feedback: 'They inspected the paint with me before starting and were careful with the ceramic coating.',
    image: avatar(5),
  },
  {
    id: 6,
    name: 'Arjun Mehta',
    role: 'Monthly plan member, Chennai',
    feedback: 'The monthly plan pays for itself. Booking a slot takes a minute on my phone.',
    image: avatar(6),
  },
];
