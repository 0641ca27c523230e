import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@autospa/contract';
import { httpErrors } from '@fastify/sensible';

/**
 * A second request limit on a route (the route's `config.rateLimit` is the first): @fastify/rate-limit runs
 * one limiter per request, so this one is checked by hand. Use it as a preHandler, after sign-in and body
 * parsing, so its key may be the account or a body field. Same answer as the plugin's: 429 with Retry-After.
 */
export function secondRateLimit(
  app: FastifyInstance,
  options: { max: number; timeWindow: number; keyGenerator: (request: FastifyRequest) => string },
) {
  const check = app.createRateLimit(options);
  return async (request: FastifyRequest, reply: { header(name: string, value: number): unknown }) => {
    const verdict = await check(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    reply.header('retry-after', verdict.ttlInSeconds);
    throw httpErrors.tooManyRequests(messages.generic.tooManyRequests);
  };
}
