import type { BookingView } from '@autospa/contract';

// How a job reads on the employee's phone.

/** What is still to collect on a booking, in paise (never below zero). */
export const dueOf = (b: BookingView) => Math.max(0, b.pricePaise - b.paidPaise);

/** A dialable number: digits and a leading +, as tel: links want them. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The saved car as the employee looks for it: 'White Maruti Swift'; '' when the plate is not in the garage. */
export const carLooks = (b: BookingView) =>
  b.vehicle ? [b.vehicle.colour, b.vehicle.make, b.vehicle.model].filter(Boolean).join(' ') : '';

export const addOnNames = (b: BookingView) => b.items.filter((i) => i.kind === 'addOn').map((i) => i.name);

/** Where the job happens: the bay, or the door for a doorstep service. */
export const placeText = (b: BookingView) => (b.atDoor ? 'At the door' : (b.bayName ?? 'No bay yet'));

/** No-show is for a customer who did not come: only once the start time has passed (the server checks too). */
export const mayMarkNoShow = (b: BookingView, now: number) =>
  (b.status === 'Pending' || b.status === 'Confirmed') && b.scheduled && now >= Date.parse(b.startsAt);
