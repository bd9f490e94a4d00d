import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Security headers on every response (DESIGN §4); HSTS only when the app is reached over HTTPS. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  imageOrigins: string[] = [],
): Promise<void> {
  await app.register(helmet, {
    hsts: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and react-bootstrap set style attributes (positions of menus, modals).
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The machine chart images come from the configured storage bucket.
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https')
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}
