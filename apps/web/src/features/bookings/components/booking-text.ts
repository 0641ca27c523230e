import type { BookingView } from '@autospa/contract';
import { formatDay } from '@/lib/format';

// How a booking reads in lists and dialogs.
export const serviceName = (b: BookingView) => b.service[0]?.serviceName ?? '—';

export const whenText = (b: BookingView) => `${formatDay(b.date)} · ${b.time}`;

/** The vehicle type: category and subcategory, or the car type a public request gave. */
export function vehicleText(b: BookingView): string {
  const parts = [b.category[0]?.name, b.subCategory[0]?.subName].filter(Boolean);
  if (parts.length) return parts.join(' · ');
  return b.carType ? b.carType[0]!.toUpperCase() + b.carType.slice(1) : '';
}

/** Names the booking in buttons and dialog titles: 'Asha, 29 Nov 10:00 AM'. */
export const bookingLabel = (b: BookingView) => `${b.userId.username}, ${whenText(b)}`;
