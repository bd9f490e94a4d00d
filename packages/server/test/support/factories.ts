import crypto from 'node:crypto';
import { Role, newAccountSettings } from '@signshop/domain';
import type { Db } from '../../src/db/client.ts';
import {
  accounts,
  quotes,
  type AccountRow,
  type NewQuoteRow,
  type QuoteRow,
} from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/features/accounts/passwords.ts';
import type { ApiClient } from './api-client.ts';

export const TEST_PASSWORD = 'correct-horse-battery';
const hashes = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

export interface AccountOverrides {
  email?: string;
  company?: string;
  role?: number;
  verified?: boolean;
  password?: string;
  firstName?: string;
}

/** Inserts an account straight into the database (the password is TEST_PASSWORD unless given). */
export async function insertAccount(db: Db, overrides: AccountOverrides = {}): Promise<AccountRow> {
  const email = overrides.email ?? `user-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const company = overrides.company ?? 'Acme Signs';
  const firstName = overrides.firstName ?? 'Pat';
  const [row] = await db
    .insert(accounts)
    .values({
      email,
      firstName,
      lastName: 'Tester',
      company,
      passwordHash: await cachedHash(overrides.password ?? TEST_PASSWORD),
      verified: overrides.verified ?? true,
      role: overrides.role ?? Role.Customer,
      settings: newAccountSettings({ first_name: firstName, last_name: 'Tester', company, email }),
    })
    .returning();
  return row!;
}

/** The five kinds of user the access matrix is written for. */
export const PERSONAS = {
  unverified: { role: Role.Customer, verified: false },
  customer: { role: Role.Customer, verified: true },
  staff: { role: Role.Asante, verified: true },
  admin: { role: Role.Admin | Role.Asante, verified: true },
  machine: { role: Role.Machine, verified: true },
} as const satisfies Record<string, AccountOverrides>;
export type Persona = keyof typeof PERSONAS;

/** Signs the client in through the real login route; fails loudly when it cannot. */
export async function signIn(client: ApiClient, email: string, password = TEST_PASSWORD): Promise<ApiClient> {
  const response = await client.post('/api/account/login/', { account: { email, password } });
  if (response.status !== 200)
    throw new Error(`sign-in of ${email} failed: ${JSON.stringify(response.body)}`);
  return client;
}

let quotesInserted = 0;

/**
 * Inserts a quote straight into the database (no pricing): for lists, scoping and searches.
 * Quote numbers are unique, so each quote without a given one gets its own: PAT03152026ACM, then
 * PAT03152026ACM-F2, -F3, … (outside the '-2', '-3' family the app numbers clashes with).
 */
export async function insertQuote(db: Db, overrides: Partial<NewQuoteRow> = {}): Promise<QuoteRow> {
  quotesInserted += 1;
  const [row] = await db
    .insert(quotes)
    .values({
      job_name: 'Lobby signs',
      customer_name: 'Acme Signs',
      quote_date: '2026-03-15',
      given_id: quotesInserted === 1 ? 'PAT03152026ACM' : `PAT03152026ACM-F${quotesInserted}`,
      ...overrides,
    })
    .returning();
  return row!;
}
