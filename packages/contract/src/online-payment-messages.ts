// Issue 21: what paying online and refunds say.
export const onlinePaymentMessages = {
  notConfigured: 'Online payment is not available. Pay at the wash instead.',
  bookingNotPayable: 'This booking cannot be paid online.',
  alreadyPaid: 'This booking is already paid in full.',
  noDeposit: 'This service takes no deposit. Pay in full or at the wash.',
  badKind: 'Kind must be full or deposit.',
  gatewayFailed: 'The payment service did not answer. Try again in a minute, or pay at the wash.',
  holdExpired: 'The time to pay for this booking has run out and its slot was released. Book again.',
  badSignature: 'Invalid webhook signature.',
  badWebhook: 'Webhook body must be a Razorpay event.',
  // Refunds
  refundNotFound: 'Refund not found.',
  paymentNotFound: 'Payment not found.',
  refundTooLarge: (max: string) => `A refund can be at most ${max}, what is left of this payment.`,
  voidedPayment: 'A voided payment cannot be refunded.',
  refundStarted: 'Refund started. It reaches the customer in 5–7 working days.',
  refundRecorded: 'Refund recorded.',
} as const;
