import fp from 'fastify-plugin';
import { messages } from '@autospa/contract';

declare module 'fastify' {
  interface FastifyInstance {
    /** Begin a graceful shutdown: requests in flight finish, new ones get 503, keep-alive sockets close. */
    startDraining(): void;
  }
}

// Node's server.close() drops sockets it sees as idle, including one whose request is still unread in the
// kernel. Draining first (503 for anything new, `Connection: close` on every response) and closing a moment
// later lets every request that reached the machine get an answer.
export const drainPlugin = fp(async (app) => {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    reply.header('connection', 'close');
    return reply.code(503).send({ message: messages.generic.shuttingDown });
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
});
