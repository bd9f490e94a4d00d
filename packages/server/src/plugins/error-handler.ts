import { APP_ERROR_STATUS, isAppError, type AppErrorCode } from '@signshop/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const CODE_BY_STATUS: Record<number, AppErrorCode> = Object.fromEntries(
  Object.entries(APP_ERROR_STATUS).map(([code, status]) => [status, code as AppErrorCode]),
);

/** Every failure leaves as `{ err, code }`; a 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      return reply.status(error.status).send({ err: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return field ? `${field}: ${issue.message}` : issue.message;
      });
      return reply
        .status(400)
        .send({ err: `Invalid request: ${problems.join('; ')}`, code: 'VALIDATION_ERROR' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ err: error.message, code: CODE_BY_STATUS[status] ?? 'VALIDATION_ERROR' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ err: 'Something went wrong on the server. Please try again.', code: 'INTERNAL' });
  });
}
