/**
 * A `?next=` target that stays on this site: a path with one leading slash and no control characters
 * (`//evil.example` or `/\evil.example` would leave it). Anything else is ignored.
 */
export function safeNext(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** A link to `path` that carries the same `?next=` on (sign-in ⇄ register). */
export const withNext = (path: string, next: string | null) => (next ? `${path}?next=${encodeURIComponent(next)}` : path);
