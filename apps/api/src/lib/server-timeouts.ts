// How long the HTTP server waits on a client (issue 14): a slow or stalled request must not hold a socket and
// a worker. Node checks the request and header deadlines every `checkEveryMs`, so a stalled request is cut
// between requestMs and requestMs + checkEveryMs.
export interface ServerTimeouts {
  /** The whole request (headers and body) must arrive within this (Fastify requestTimeout). */
  requestMs: number;
  /** The headers must arrive within this. Node ignores requestMs unless this is not longer than it. */
  headersMs: number;
  /**
   * A socket with no traffic either way for this long is closed (Fastify connectionTimeout). Longer than the
   * database's statement timeout (10 s), so a query that runs that long still gets its error answer out. Idle
   * keep-alive sockets are governed by keepAliveTimeout instead (72 s, Fastify's default), so pooled client
   * connections (the bench's, a load balancer's) are not cut between requests.
   */
  connectionMs: number;
  checkEveryMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = { requestMs: 30_000, headersMs: 10_000, connectionMs: 15_000, checkEveryMs: 2_000 };
