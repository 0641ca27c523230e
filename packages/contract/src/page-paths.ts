import { marketingRoutes } from './marketing-paths.js';
import { routes } from './web-routes.js';

/**
 * Every page path the web app's router knows: its public, sign-in and signed-in routes are all built from these
 * constants (apps/web/src/app/routes). The server answers these with the app and any other page path with the
 * not-found page and HTTP 404 (issue 14). `:name` stands for one path segment, as in the router.
 */
export const pagePaths: readonly string[] = [...new Set(['/', ...Object.values(marketingRoutes), ...Object.values(routes)])];
