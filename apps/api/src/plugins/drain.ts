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
  // Callback style: these run on every request (an async hook costs a promise each time).
  app.addHook('onRequest', (_request, reply, done) => {
    if (!draining) return done();
    reply.header('connection', 'close');
    void reply.code(503).send({ message: messages.generic.shuttingDown });
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
});
