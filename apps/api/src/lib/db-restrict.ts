// A delete refused by a foreign key: the row is still used elsewhere. ON DELETE RESTRICT raises
// restrict_violation (23001); NO ACTION raises foreign_key_violation (23503).
export function restrictViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let i = 0; i < 3 && current && typeof current === 'object'; i++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code === '23001' || code === '23503';
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
