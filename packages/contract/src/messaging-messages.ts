// Issue 19: what the reminder settings, the one-tap links, the opt-out and the delivery log say.
export const messagingMessages = {
  badReminderOffsets: 'Reminder offsets must be up to 4 different whole hours from 1 to 168.',
  badQuietHours: 'Quiet hours need a from and a to time as HH:MM (24-hour), and they must differ.',
  badMessageChannels: 'Message channels may be sms and whatsapp (email is always on).',
  badLanguage: 'Language must be en (English) or hi (Hindi).',
  // The one-tap links of a reminder (/b/<token>, POST /tor/booking-action).
  badLink: 'This link is not valid. Please open the latest message from us, or sign in to see your booking.',
  linkExpired: 'This link has expired: the booking has started. Please call us if you need help.',
  badAction: 'Action must be confirm or cancel.',
  confirmed: "Thank you! We've noted that you are coming.",
  alreadyConfirmed: 'You have already told us you are coming. See you soon!',
  cancelled: 'Your booking has been cancelled.',
  bookingClosed: 'This booking is no longer open: it was cancelled, completed or missed.',
  // The opt-out link of an SMS or WhatsApp message (/stop/<token>, POST /tor/message-opt-out).
  optedOut: 'Done: you will get no more messages from us on this channel.',
  badOptOutLink: 'This opt-out link is not valid.',
  // The dashboard's flag (Admin).
  failuresFlag: (count: number) => `${count} message${count === 1 ? '' : 's'} about bookings in the next 24 hours could not be sent.`,
} as const;
