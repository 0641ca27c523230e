// FINISH's guest booking, until its contract lands in main; every other path comes from @autospa/contract.
export const bookApi = {
  createGuestBooking: '/tor/create-guest-booking',
} as const;
