// Kept apart from the zod schemas: the sign-in page uses it, and a module with schemas would bring zod along.
// SPEC.md §5 login identifier rule: email shape -> emailId, exactly 10 digits -> phone, else username.
export function identifierField(identifier: string): 'emailId' | 'phone' | 'username' {
  const value = identifier.trim();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return 'emailId';
  if (/^\d{10}$/.test(value)) return 'phone';
  return 'username';
}
