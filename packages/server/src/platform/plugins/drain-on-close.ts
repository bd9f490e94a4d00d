import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * While the app closes (SIGTERM), requests in flight finish, but their keep-alive connections must
 * not hold the process open: answers carry `Connection: close`, connections that fall idle are
 * closed as they do (Node only closes those idle at the moment close() is called), and a
 * connection whose request was answered before its body was read (a refused upload) is closed:
 * it has its answer and would otherwise never fall idle.
 */
export function registerDrainOnClose(app: FastifyInstance): void {
  let draining = false;
  let sweeper: NodeJS.Timeout | undefined;
  const answeredEarly = new Set<Socket>();
  app.addHook('preClose', async () => {
    draining = true;
    for (const socket of answeredEarly) socket.destroy();
    sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
    sweeper.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const socket = request.raw.socket;
    // (inject() has no real socket)
    if (!request.raw.complete && socket instanceof Socket) closeWhenRead(request.raw, socket);
    done();
  });
  const closeWhenRead = (raw: IncomingMessage, socket: Socket) => {
    if (draining) return void socket.destroy();
    answeredEarly.add(socket);
    socket.once('close', () => answeredEarly.delete(socket));
    raw.once('end', () => answeredEarly.delete(socket));
    raw.resume();
  };
}
