import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const withCode = (message: string, fields: Record<string, string>) =>
  Object.assign(new Error(message), fields);

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a refused connection',
      withCode('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED', syscall: 'connect' }),
    ],
    [
      'a missing Unix socket',
      withCode('connect ENOENT /data/postgres/.s.PGSQL.5432', { code: 'ENOENT', syscall: 'connect' }),
    ],
    ['a reset connection', withCode('read ECONNRESET', { code: 'ECONNRESET', syscall: 'read' })],
    [
      '57P01 admin_shutdown',
      withCode('terminating connection due to administrator command', { code: '57P01' }),
    ],
    [
      '57P02 crash_shutdown',
      withCode('terminating connection because of crash of another server process', { code: '57P02' }),
    ],
    ['57P03 cannot_connect_now', withCode('the database system is in recovery mode', { code: '57P03' })],
    ['08006 connection_failure', withCode('connection failure', { code: '08006' })],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a connection ended during a query', new Error('Connection terminated')],
    [
      'a client whose connection broke',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['the same wrapped by Drizzle', new DrizzleQueryError('select 1', [], withCode('x', { code: '57P03' }))],
  ])('is true for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key', { code: '23505' })],
    ['a serialization failure', withCode('could not serialize', { code: '40001' })],
    [
      'a file that is not there',
      withCode("ENOENT: no such file or directory, open 'x'", { code: 'ENOENT', syscall: 'open' }),
    ],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
