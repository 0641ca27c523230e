import { createBrowserRouter } from 'react-router';
import { embeddedPublicSite, ROOT_ROUTE_ID } from '@/lib/public-site';
import { appRoutes } from './routes/app-routes';

// A page the server rendered carries the root loader's data: the router starts with it instead of fetching it.
const publicSite = embeddedPublicSite();

export const router = createBrowserRouter(appRoutes, publicSite ? { hydrationData: { loaderData: { [ROOT_ROUTE_ID]: publicSite } } } : {});
