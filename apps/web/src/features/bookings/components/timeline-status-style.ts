import type { BookingStatus } from '@autospa/contract';
import type { CSSProperties } from 'react';

// BRAND.md's fixed status colours (Pending amber, Confirmed teal, In progress navy, Completed green, Cancelled
// grey; No-show red) as block fills with AA-contrast text; the status is always written on the block too.
// Inline styles: the calendar library's stylesheet is not in Tailwind's layers and would win over utility classes.
const tones: Record<BookingStatus, [fill: string, edge: string, text: string]> = {
  Pending: ['#fef3c7', '#f59e0b', '#0b1f3a'],
  Confirmed: ['#ecfeff', '#0e7490', '#0b1f3a'],
  'In progress': ['#0b1f3a', '#22d3ee', '#ffffff'],
  Completed: ['#f0fdf4', '#15803d', '#0b1f3a'],
  Cancelled: ['#f1f5f9', '#94a3b8', '#334155'],
  'No-show': ['#fef2f2', '#dc2626', '#0b1f3a'],
};

export function blockStyle(status: BookingStatus): CSSProperties {
  const [fill, edge, text] = tones[status];
  return { backgroundColor: fill, color: text, borderLeft: `4px solid ${edge}` };
}
