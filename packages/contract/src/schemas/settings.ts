import { z } from 'zod';
import { bookingFinishMessages } from '../booking-finish-messages.js';
import { messages } from '../messages.js';
import { pricingMessages } from '../pricing-messages.js';
import { schedulingMessages } from '../scheduling-messages.js';
import { businessDetailsBody, businessSettingsView } from './business-details.js';
import { gstRegistrationBody, gstRegistrationView, paymentHoldMinutesField, taxRateField } from './gst.js';
import { quietHoursField, reminderOffsetsField } from './messaging.js';
import { parseHhMm } from './parsing.js';
import { WEEKDAYS, type Weekday } from '../weekdays.js';

const hours = z
  .object(
    { open: z.string({ error: messages.settings.badHours }), close: z.string({ error: messages.settings.badHours }) },
    { error: 'Each weekday (sun … sat) needs its opening hours, or null when closed.' },
  )
  .refine((h) => {
    const open = parseHhMm(h.open);
    const close = parseHhMm(h.close);
    return open !== undefined && close !== undefined && open < close;
  }, messages.settings.badHours);

/** Opening and closing time per weekday; null is a closed day. */
export const openingHoursField = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, hours.nullable()])) as Record<Weekday, z.ZodNullable<typeof hours>>,
  { error: 'Opening hours need all seven weekdays (sun … sat).' },
);

export const timeZoneField = z
  .string({ error: messages.settings.badTimeZone })
  .trim()
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return tz.length > 0;
    } catch {
      return false;
    }
  }, messages.settings.badTimeZone);

/** A UPI ID (VPA) like autospa@okhdfcbank; null clears it. */
export const upiIdField = z
  .string({ error: schedulingMessages.badUpiId })
  .trim()
  .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,64}$/, schedulingMessages.badUpiId)
  .nullable();

export const settingsView = z.object({
  bays: z.number(),
  timeZone: z.string(),
  slotMinutes: z.number(),
  openingHours: openingHoursField,
  bookingsPerCustomer: z.number(),
  /** Minutes between cars: a booking blocks its bay (or team) this long after it ends. */
  bufferMinutes: z.number(),
  /** Mobile teams for services at the door. */
  doorTeams: z.number(),
  /** Minutes after making a booking in which it may still be changed or cancelled online, even inside 24 hours. */
  changeGraceMinutes: z.number(),
  /** The business's UPI ID (VPA) for payments taken at the job (issue 17); null until set. */
  upiId: z.string().nullable(),
  /** The business's name, address, phones, emails and map link (issue 18): what the site and the mails state. */
  business: businessSettingsView,
  /** Issue 19: hours before the start at which reminders go, largest first ([24, 2]). */
  reminderOffsetsHours: z.array(z.number()),
  /** Issue 19: no SMS or WhatsApp between these business times ({from: '21:00', to: '08:00'}). */
  quietHours: z.object({ from: z.string(), to: z.string() }),
  /** Issue 21: minutes a new booking holds its slot while its online payment is pending (10). */
  paymentHoldMinutes: z.number(),
  /** Issue 21: the GST registration; null until set (no tax invoices without it). */
  gst: gstRegistrationView,
  /** Issue 21: GST rate in percent (18). */
  taxRatePercent: z.number(),
  /** Issue 21: whether the prices entered include GST (true) or GST is added on top (false). */
  pricesIncludeTax: z.boolean(),
});
export type SettingsView = z.infer<typeof settingsView>;

export const updateSettingsBody = z
  .object({
    bays: z
      .number({ error: 'Bays must be a whole number from 1 to 50.' })
      .int('Bays must be a whole number from 1 to 50.')
      .min(1, 'Bays must be a whole number from 1 to 50.')
      .max(50, 'Bays must be a whole number from 1 to 50.'),
    timeZone: timeZoneField,
    slotMinutes: z
      .number({ error: 'slotMinutes must be 5 to 240.' })
      .int('slotMinutes must be 5 to 240.')
      .min(5, 'slotMinutes must be 5 to 240.')
      .max(240, 'slotMinutes must be 5 to 240.'),
    openingHours: openingHoursField,
    bookingsPerCustomer: z
      .number({ error: messages.settings.badBookingsPerCustomer })
      .int(messages.settings.badBookingsPerCustomer)
      .min(1, messages.settings.badBookingsPerCustomer)
      .max(50, messages.settings.badBookingsPerCustomer),
    bufferMinutes: z
      .number({ error: pricingMessages.badBuffer })
      .int(pricingMessages.badBuffer)
      .min(0, pricingMessages.badBuffer)
      .max(120, pricingMessages.badBuffer),
    doorTeams: z
      .number({ error: pricingMessages.badDoorTeams })
      .int(pricingMessages.badDoorTeams)
      .min(0, pricingMessages.badDoorTeams)
      .max(50, pricingMessages.badDoorTeams),
    changeGraceMinutes: z
      .number({ error: bookingFinishMessages.badChangeGrace })
      .int(bookingFinishMessages.badChangeGrace)
      .min(0, bookingFinishMessages.badChangeGrace)
      .max(1440, bookingFinishMessages.badChangeGrace),
    upiId: upiIdField,
    /** Only the details sent change. */
    business: businessDetailsBody.partial(),
    reminderOffsetsHours: reminderOffsetsField,
    quietHours: quietHoursField,
    paymentHoldMinutes: paymentHoldMinutesField,
    gst: gstRegistrationBody,
    taxRatePercent: taxRateField,
    pricesIncludeTax: z.boolean({ error: 'pricesIncludeTax must be true or false.' }),
  })
  .partial();
export type UpdateSettingsBody = z.input<typeof updateSettingsBody>;
export const settingsResponse = z.object({ message: z.string(), settings: settingsView });
