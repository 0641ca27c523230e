/** Accounts and guests give 10-digit Indian numbers; providers and opt-outs use E.164. */
export function toE164(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits;
  return `+91${digits.slice(-10)}`;
}
