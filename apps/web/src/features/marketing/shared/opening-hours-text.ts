import type { OpeningHours } from '@autospa/contract';
import { weekSummary } from '@/lib/weekly-hours';

// The one reading of the opening hours on every public page: runs of days, 'Mon–Sat 8:00 AM–7:00 PM', 'Sun …'.
export const openingHoursLines = (hours: OpeningHours): string[] => weekSummary(hours, 'Closed');

/** The same lines in one sentence, for a page description: 'Mon–Sat 8:00 AM–7:00 PM, Sun 9:00 AM–5:00 PM'. */
export const openingHoursSentence = (hours: OpeningHours): string => openingHoursLines(hours).join(', ');
