import {
  APP_ERROR_STATUS,
  APPROVAL_ANSWER_KEPT,
  requestProblems,
  isAppError,
  QUOTE_NUMBER_TAKEN,
  type AppErrorCode,
} from '@signshop/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
} from '../../db/database-unavailable.ts';

const CODE_BY_STATUS: Record<number, AppErrorCode> = Object.fromEntries(
  Object.entries(APP_ERROR_STATUS).map(([code, status]) => [status, code as AppErrorCode]),
);

/**
 * Every failure leaves as `{ err, code }`; a 5xx never shows internals. A database that cannot be
 * reached (down, restarting, recovering) answers 503 with Retry-After, never 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      return reply.status(error.status).send({ err: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ err: validationMessage(request, error), code: 'VALIDATION_ERROR' });
    }
    const conflict = constraintConflict(error);
    if (conflict) return reply.status(409).send({ err: conflict, code: 'CONFLICT' });
    const dataProblem = databaseDataProblem(error);
    if (dataProblem) return reply.status(400).send({ err: dataProblem, code: 'VALIDATION_ERROR' });
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is not available');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ err: DATABASE_UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' });
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

type ZodValidationError = Pick<FastifyError, 'validationContext'> & {
  validation: Array<{ instancePath: string; message?: string; keyword: string; params: object }>;
};

/**
 * A request refused by its schema, in words: each problem a sentence naming the field as on
 * screen (its `.meta({ title })`, else its name in words), an entry of a list by its noun and
 * number ("Sign 2: Height must be …"); never zod's wording or a field's path.
 */
function validationMessage(request: FastifyRequest, error: ZodValidationError): string {
  const context = (error.validationContext ?? 'body') as 'body' | 'querystring' | 'params' | 'headers';
  const schema = request.routeOptions.schema?.[context] as ZodType | undefined;
  const issues = error.validation.map((issue) => ({
    ...issue.params,
    path: issue.instancePath.replace(/^\//, '').split('/').filter(Boolean),
    code: issue.keyword,
    message: issue.message ?? '',
  }));
  return requestProblems(schema, issues).join(' ');
}

/**
 * Constraints the database enforces behind a service's own check, by name, with what a request
 * that loses a race against another one is told (409): the check and the write are not atomic.
 */
const CONSTRAINT_CONFLICTS: Record<string, string> = {
  approval_answers_request_id_approval_requests_id_fk: APPROVAL_ANSWER_KEPT,
  quotes_given_id_unique_idx: QUOTE_NUMBER_TAKEN,
};

/** The message of a unique or foreign-key violation (SQLSTATE 23505, 23503) of a known constraint. */
function constraintConflict(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown; constraint?: unknown } }).cause ?? error;
  const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
  if ((code !== '23505' && code !== '23503') || typeof constraint !== 'string') return undefined;
  return CONSTRAINT_CONFLICTS[constraint];
}

/** PostgreSQL data exceptions (SQLSTATE class 22) that a value sent in the request causes, in words. */
const DATA_PROBLEMS: Record<string, string> = {
  '22003': 'A number in the request is too large.',
  '22021': 'The request holds a character that cannot be stored (NUL).',
  '22P05': 'The request holds a character that cannot be stored (NUL).',
  '22P02': 'A value in the request has the wrong format.',
  '22007': 'A date in the request is not a valid date.',
  '22008': 'A date in the request is out of range.',
  '22001': 'A value in the request is too long.',
};

/**
 * The message for a database refusal of a value from the request (an id beyond the integer range,
 * a NUL character), or undefined for any other error. Drizzle wraps the driver's error as `cause`.
 */
function databaseDataProblem(error: unknown): string | undefined {
  const code = (error as { cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^22[0-9A-Z]{3}$/.test(code)) return undefined;
  return DATA_PROBLEMS[code] ?? 'A value in the request cannot be stored.';
}

/** Router refusals before any route runs (a path value over the length limit, a malformed address), as `{err, code}`. */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return reply.status(error.statusCode ?? 400).send({
    err: tooLong ? 'A value in the address is too long.' : 'The address is not a valid URL.',
    code: 'VALIDATION_ERROR',
  });
}
