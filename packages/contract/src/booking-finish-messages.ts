// Issue 16 (FINISH): the idempotent create, the guest booking and its manage link, the change grace.
export const bookingFinishMessages = {
  badIdempotencyKey: 'Idempotency-Key must be 1 to 100 printable characters.',
  guestCreated: 'Booking created successfully! We have emailed you the confirmation.',
  manageLinkInvalid: 'This link is not valid. Please use the link from your confirmation email.',
  bookingNeeded: 'Give either id or token.',
  badChangeGrace: 'Change grace must be a whole number of minutes from 0 to 1440.',
} as const;
