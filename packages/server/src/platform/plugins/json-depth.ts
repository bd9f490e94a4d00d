import { AppError } from '@signshop/domain';
import type { FastifyInstance } from 'fastify';

/** The deepest nesting of arrays and objects a request body may have; the app's own bodies use under 10. */
export const MAX_JSON_DEPTH = 32;

/** True when arrays and objects in `value` nest deeper than `max` (walked without recursion). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/** Refuses a body nested deeper than MAX_JSON_DEPTH with 400 before any route reads it. */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (typeof request.body !== 'object' || !nestedDeeperThan(request.body, MAX_JSON_DEPTH)) return done();
    done(new AppError('VALIDATION_ERROR', `The request is nested more than ${MAX_JSON_DEPTH} levels deep.`));
  });
}
