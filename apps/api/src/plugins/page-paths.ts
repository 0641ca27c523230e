import { pagePaths } from '@autospa/contract';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a request path is one of the web app's pages. Matched as React Router matches: case-insensitive, a
 * trailing slash allowed, `:param` standing for one non-empty segment.
 */
export function pageMatcher(paths: readonly string[] = pagePaths): (url: string) => boolean {
  const patterns = paths.map((p) => {
    const segments = p
      .replace(/\/+$/, '')
      .split('/')
      .map((s) => (s.startsWith(':') ? '[^/]+' : escape(s)));
    return segments.join('/');
  });
  const known = new RegExp(`^(?:${patterns.join('|')})/?$`, 'i');
  return (url) => known.test(url.split(/[?#]/, 1)[0]!);
}
