import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { messages } from '@autospa/contract';

/**
 * The headers helmet would set, worked out once: @fastify/helmet builds a new helmet (and re-parses the CSP)
 * for every request. Issue 15 tried it: GET /tor/get-services fell from 16,158 to 9,312–11,503 req/s as npm start
 * runs it (docs/decisions/010-security-headers-once.md). The same values on every response.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, () => {});
  return headers;
}

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'", 'https://www.openstreetmap.org'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  hsts: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

// No page uses these (the contact page's map is an iframe that needs none of them either): denied to the site
// and to anything it embeds, so an injected script or a framed page cannot ask for them (issue 14).
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** Origins a configured outside service needs the pages to reach (issue 21: Razorpay Checkout's script and frames). */
export interface ExtraSources {
  script: string[];
  frame: string[];
  connect: string[];
}

function withSources(options: HelmetOptions, extra: ExtraSources | undefined): HelmetOptions {
  const csp = options.contentSecurityPolicy;
  if (!extra || typeof csp !== 'object') return options;
  const d = csp.directives!;
  const add = (key: string, more: string[]) => [...((d[key] as string[] | undefined) ?? []), ...more];
  return {
    ...options,
    contentSecurityPolicy: {
      directives: {
        ...d,
        scriptSrc: add('scriptSrc', extra.script),
        frameSrc: add('frameSrc', extra.frame),
        connectSrc: add('connectSrc', extra.connect),
      },
    },
  };
}

// Security headers on every response, and per-route request limits (shared through Redis when configured).
export const securityPlugin = fp<{ redis?: Redis; extraSources?: ExtraSources }>(async (app, { redis, extraSources }) => {
  const headers = { ...securityHeaders(withSources(helmetOptions, extraSources)), 'permissions-policy': PERMISSIONS_POLICY };
  // In callback style, like every hook each request passes: an async hook costs a promise and a turn of the
  // microtask queue even when it has nothing to do (docs/decisions/017-per-request-work.md).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // An answer to a signed-in caller is that caller's own data: no browser or shared cache may keep a copy
  // (issue 14). Whatever the route set, cached answers included; public reads keep their own caching.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis }),
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, message: messages.generic.tooManyRequests }),
  });
});
