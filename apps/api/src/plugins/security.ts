import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { messages } from '@autospa/contract';

const cspOptions = {
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
};

// No page uses these (the contact page's map is an iframe that needs none of them either): denied to the site
// and to anything it embeds, so an injected script or a framed page cannot ask for them (issue 14).
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

// Security headers on every response, and per-route request limits (shared through Redis when configured).
export const securityPlugin = fp<{ redis?: Redis }>(async (app, { redis }) => {
  // @fastify/helmet builds a new helmet for every request, and parsing the policy alone took 17 µs of CPU (a
  // cached read takes ~75 µs in all): it sets the other headers, and the policy is built once by helmet's builder.
  await app.register(helmet, {
    contentSecurityPolicy: false,
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const csp = helmet.contentSecurityPolicy(cspOptions);
  app.addHook('onRequest', (request, reply, done) => csp(request.raw, reply.raw, done));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  // An answer to a signed-in caller is that caller's own data: no browser or shared cache may keep a copy
  // (issue 14). Whatever the route set, cached answers included; public reads keep their own caching.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers.authorization !== undefined) reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis }),
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, message: messages.generic.tooManyRequests }),
  });
});
