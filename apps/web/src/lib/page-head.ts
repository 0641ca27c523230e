import { createContext, useContext, useEffect } from 'react';

/**
 * What a page puts in <head>: its title and description. The server render (src/prerender/entry-server.tsx)
 * gives a collector that the page fills while it renders and writes the tags from it; in the browser there is
 * none, and the page sets the live document's title and description itself (decision 016: Preact does not move a
 * <title> rendered inside the page into <head> as React 19 does).
 */
export interface PageHead {
  title?: string;
  description?: string;
}

export const PageHeadContext = createContext<PageHead | null>(null);

// Module scope runs in Node too for the server render: no DOM there.
const descriptionMeta = () => (typeof document === 'undefined' ? null : document.querySelector('meta[name="description"]'));
// index.html's own title and description, put back when a page that set its own is left.
const defaultTitle = typeof document === 'undefined' ? '' : document.title;
const defaultDescription = descriptionMeta()?.getAttribute('content') ?? '';

/** Sets the page's <title> while the page is shown. */
export function usePageTitle(title: string): void {
  const head = useContext(PageHeadContext);
  if (head) head.title = title;
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = defaultTitle;
    };
  }, [title]);
}

/** Sets the page's description <meta> while the page is shown. */
export function usePageDescription(description: string): void {
  const head = useContext(PageHeadContext);
  if (head) head.description = description;
  useEffect(() => {
    descriptionMeta()?.setAttribute('content', description);
    return () => descriptionMeta()?.setAttribute('content', defaultDescription);
  }, [description]);
}
