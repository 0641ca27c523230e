// Texts of the booking screens that SPEC.md does not give (its booking edit and delete were alerts only).
export const bookingTexts = {
  loading: 'Loading bookings...',
  failedUpdate: 'Failed to update booking.',
  failedDelete: 'Failed to delete booking.',
  failedStatus: 'Failed to update booking status.',
  failedPhoto: 'Could not upload the photo. Please try again.',
  failedCancel: 'Failed to cancel booking.',
  failedReschedule: 'Failed to reschedule booking.',
  changeWindow: 'Changes close 24 hours before the start. Please call us to change this booking.',
} as const;
