import type { Mail } from './mailer.js';

export interface ProfileChangeNotice {
  /** The address the account had before the change: the one its owner surely reads. */
  to: string;
  username: string;
  /** One line per changed detail, e.g. "Email was old@x.test, now new@x.test". */
  changes: string[];
  /** The single-use "This wasn't me" link. */
  reportLink: string;
  validDays: number;
}

// Sent to the old address after a customer's email, phone or username changes: whoever took over an account
// cannot silence its owner by changing the address first (issue 14, item 3).
export function profileChangeNotice(n: ProfileChangeNotice): Mail {
  return {
    to: n.to,
    subject: 'Your Auto Spa sign-in details were changed',
    log: { template: 'profile-change-notice' },
    text: [
      `Hello ${n.username},`,
      '',
      'These details of your Auto Spa account were just changed:',
      ...n.changes.map((c) => `  ${c}`),
      '',
      'If this was you, there is nothing to do.',
      '',
      `If this wasn't you, open this link within ${n.validDays} days: it puts your old details back, signs out every`,
      'device and asks you to set a new password with Forgot Password (the code goes to this address).',
      n.reportLink,
      '',
      'Auto Spa',
    ].join('\n'),
  };
}
