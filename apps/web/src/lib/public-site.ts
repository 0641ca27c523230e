// marketingApi, not api: the public pages' first load keeps the whole list of API paths out.
import { marketingApi, type PublicSiteView } from '@autospa/contract';
import { useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';

// Issue 18: the public site's one source of truth (services with prices, opening hours, business details), the
// same data the booking uses. The root route loads it: on the server from the database (the render's request
// context), in the browser from the HTML the server embedded, or from GET /tor/get-public-site.

/** The root route's id: usePublicSite reads its loader data. */
export const ROOT_ROUTE_ID = 'root';
/** The <script type="application/json"> the server renders the data into, for the browser to hydrate with. */
export const PUBLIC_SITE_SCRIPT_ID = 'public-site-data';

/** What the server passes to the render (apps/web/src/prerender/entry-server.tsx). */
export type RenderContext = { publicSite: PublicSiteView };

async function fetchPublicSite(): Promise<PublicSiteView> {
  const res = await fetch(marketingApi.publicSite, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`The site could not be loaded (HTTP ${res.status}).`);
  return (await res.json()) as PublicSiteView;
}

export function rootLoader({ context }: LoaderFunctionArgs): PublicSiteView | Promise<PublicSiteView> {
  const rendered = (context as Partial<RenderContext> | undefined)?.publicSite;
  return rendered ?? fetchPublicSite();
}

/** The data the server rendered into the page, or undefined (a page the server did not render). */
export function embeddedPublicSite(): PublicSiteView | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById(PUBLIC_SITE_SCRIPT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PublicSiteView;
  } catch {
    return undefined;
  }
}

/** The public site's data; any component under the root route may read it. */
export function usePublicSite(): PublicSiteView {
  const data = useRouteLoaderData<PublicSiteView>(ROOT_ROUTE_ID);
  if (!data) throw new Error('usePublicSite outside the root route');
  return data;
}
