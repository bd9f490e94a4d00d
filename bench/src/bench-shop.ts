import { Role } from '@signshop/domain';
import { ApiClient } from '@signshop/server/test/support/api-client.ts';
import { insertAccount, signIn } from '@signshop/server/test/support/factories.ts';
import type { startBenchServer } from './bench-server.ts';
import { generateBacklog } from './generate-backlog.ts';
import { generateQuotes, unshippedQuoteIds } from './generate-quotes.ts';
import { generateTimers } from './generate-timers.ts';

type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;

/** The signed-in readers the bench asks as. */
export type BenchCookies = Record<'staff' | 'customer' | 'admin', string>;

/**
 * A generated shop of `quotes` jobs (backlog, schedule lines and a year of timers in the demo's
 * proportions) on the bench server's empty database, with a staff member, a customer of Harbor
 * Dental and an admin signed in, and the quotes a save may change.
 */
export async function prepareShop(
  server: BenchServer,
  quotes: number,
): Promise<{ cookies: BenchCookies; savable: number[]; seconds: number }> {
  const started = performance.now();
  await generateQuotes(server.db, quotes);
  await generateBacklog(server.db);
  await generateTimers(server.db);
  const savable = await unshippedQuoteIds(server.db);
  const seconds = (performance.now() - started) / 1000;
  const cookieOf = async (account: Parameters<typeof insertAccount>[1]) =>
    (await signIn(new ApiClient(server.baseUrl), (await insertAccount(server.db, account)).email)).cookie!;
  const cookies = {
    staff: await cookieOf({ role: Role.Asante }),
    customer: await cookieOf({ company: 'Harbor Dental' }),
    admin: await cookieOf({ role: Role.Admin | Role.Asante, verified: true }),
  };
  return { cookies, savable, seconds };
}
