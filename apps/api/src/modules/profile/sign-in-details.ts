import type { Account } from '@autospa/db';

// Email, phone and username sign a person in and receive its reset codes: changing them is an account takeover
// unless the current password is given (issue 14, item 3).
type SignInDetails = Pick<Account, 'email' | 'phone' | 'username'>;

const labels: [keyof SignInDetails, string][] = [
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['username', 'Username'],
];

/** The sign-in details the patch really changes (a value sent unchanged is no change), as notice lines. */
export function signInDetailChanges(before: SignInDetails, patch: Partial<SignInDetails>): string[] {
  return labels
    .filter(([key]) => patch[key] !== undefined && patch[key] !== before[key])
    .map(([key, label]) => `${label} was ${before[key] || '(none)'}, now ${patch[key]}`);
}
