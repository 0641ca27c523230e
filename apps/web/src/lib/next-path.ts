/**
 * Where to go after signing in, from `?next=`: a path of this site only ("/book"), never another origin
 * ("//evil.example", "https://..."), so the link cannot send anyone elsewhere. null when absent or not safe.
 */
export function nextPath(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  return next;
}
