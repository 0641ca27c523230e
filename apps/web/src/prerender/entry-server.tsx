import { marketingRoutes, routes, type PublicSiteView } from '@autospa/contract';
import { StrictMode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { appRoutes } from '@/app/routes/app-routes';
import { PageHeadContext, type PageHead } from '@/lib/page-head';
import type { RenderContext } from '@/lib/public-site';

// The server render (apps/api/src/plugins/page-renderer.ts, issue 18): one page to HTML in Node with the public
// site's data from the database. The browser hydrates that HTML (app/main.tsx) with the same data, which the
// server embeds in the page.
const handler = createStaticHandler(appRoutes);

// The pages that are the same for every visitor: the marketing site and the sign-in screens.
export const serverRenderedPaths: readonly string[] = [
  '/',
  // /book-now only redirects to /book (the booking flow, which depends on the visitor).
  ...Object.values(marketingRoutes).filter((path) => path !== marketingRoutes.bookNow),
  routes.login,
  routes.register,
  routes.forgotPassword,
];

/** The pages a search engine should know: the public site and the booking page (sitemap.xml). */
export const sitemapPaths: readonly string[] = [
  '/',
  ...Object.values(marketingRoutes).filter((path) => path !== marketingRoutes.bookNow),
  routes.book,
];

/** Renders a path; a path that is no page renders the not-found page with status 404. */
export async function render(path: string, publicSite: PublicSiteView): Promise<{ html: string; status: number }> {
  // query() runs the matched routes' lazy() imports and the root loader (which takes the data given here), as the
  // browser router would.
  const requestContext: RenderContext = { publicSite };
  const context = await handler.query(new Request(new URL(path, 'http://localhost')), { requestContext });
  if (context instanceof Response) throw new Error(`${path} answered with a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // renderToStringAsync waits for every lazy part (the footer, the home page's lower half), so each is written in
  // place. The page fills `head` as it renders; its tags go first, for the page template to move into <head>.
  const head: PageHead = {};
  const body = await renderToStringAsync(
    <StrictMode>
      <PageHeadContext.Provider value={head}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PageHeadContext.Provider>
    </StrictMode>,
  );
  if (body.includes('<script>')) throw new Error(`${path}: part of the page was not rendered in place`);
  return { html: headTags(head) + body, status: context.statusCode };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

function headTags({ title, description }: PageHead): string {
  return (
    (title === undefined ? '' : `<title>${escapeHtml(title)}</title>`) +
    (description === undefined ? '' : `<meta name="description" content="${escapeHtml(description)}"/>`)
  );
}
