import { marketingRoutes, routes, type PublicSiteView } from '@autospa/contract';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { appRoutes } from '@/app/routes/app-routes';
import type { RenderContext } from '@/lib/public-site';

// Build-time only (scripts/prerender.mjs): renders one public page to HTML in Node, so a visitor sees it
// before the app's code arrives. The browser then renders afresh with createRoot (app/main.tsx), so no
// hydration data is embedded.
const handler = createStaticHandler(appRoutes);

// The pages that are the same for every visitor: the marketing site and the sign-in screens.
export const prerenderPaths: readonly string[] = [
  '/',
  // /book-now only redirects to /book (the booking flow, which depends on the visitor).
  ...Object.values(marketingRoutes).filter((path) => path !== marketingRoutes.bookNow),
  routes.login,
  routes.register,
  routes.forgotPassword,
];

export async function render(path: string, publicSite: PublicSiteView): Promise<{ html: string; status: number }> {
  // query() runs the matched routes' lazy() imports and the root loader (which takes the data given here), as the
  // browser router would.
  const requestContext: RenderContext = { publicSite };
  const context = await handler.query(new Request(new URL(path, 'http://localhost')), { requestContext });
  if (context instanceof Response) throw new Error(`${path} answered with a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = () =>
    renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    );
  // renderToString does not wait for a React.lazy part (the footer): the first render starts its import and
  // shows the fallback, a later one has it.
  for (let attempt = 0; attempt < 20; attempt++) {
    const html = page();
    if (!html.includes(suspended)) return { html, status: context.statusCode };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${path}: a lazy part never finished loading`);
}

// What renderToString writes for a Suspense boundary it could not finish.
const suspended = '<!--$!-->';
