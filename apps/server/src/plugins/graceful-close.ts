import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Once the app starts closing, answers still in flight ask the client to drop the connection,
 * so keep-alive sockets do not hold the process open after the last request.
 */
export const gracefulClosePlugin = fp(function gracefulClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
});
