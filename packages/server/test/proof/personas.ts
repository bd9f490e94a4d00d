import { Role, type SessionUser } from '@signshop/domain';
import type { AccountRow } from '../../src/db/schema/index.ts';
import { createSession, toSessionUser } from '../../src/features/accounts/sessions.service.ts';
import type { TestApp } from '../support/test-app.ts';
import { insertAccount, type AccountOverrides } from '../support/factories.ts';

export const COMPANY_A = 'Acme Signs';
export const COMPANY_B = 'Bolt Dental';

/**
 * The users of the access matrix. `customerOfA` works on company B's records,
 * so every answer it gets is also searched for B's marker; `customer` is B's own customer.
 */
export const MATRIX_PERSONAS = {
  anonymous: null,
  unverified: { role: Role.Customer, verified: false, company: COMPANY_A },
  customerOfA: { role: Role.Customer, verified: true, company: COMPANY_A },
  customer: { role: Role.Customer, verified: true, company: COMPANY_B },
  staff: { role: Role.Asante, verified: true, company: 'Asante Signs' },
  pm: { role: Role.Asante | Role.PM, verified: true, company: 'Asante Signs' },
  machine: { role: Role.Machine, verified: true, company: 'Asante Signs' },
  adminUnverified: { role: Role.Admin | Role.Asante, verified: false, company: 'Asante Signs' },
  admin: { role: Role.Admin | Role.Asante, verified: true, company: 'Asante Signs' },
} as const satisfies Record<string, AccountOverrides | null>;
export type MatrixPersona = keyof typeof MATRIX_PERSONAS;
export const PERSONA_NAMES = Object.keys(MATRIX_PERSONAS) as MatrixPersona[];

export interface SignedInPersona {
  user: SessionUser | null;
  /** A `token=…` cookie on a session of its own, so a logout or password change in one request never affects the next. */
  freshCookie(): Promise<string | undefined>;
}

/** Inserts one account per persona; each request then gets its own freshly minted session. */
export async function createPersonas(t: TestApp): Promise<Record<MatrixPersona, SignedInPersona>> {
  const entries = await Promise.all(
    PERSONA_NAMES.map(async (name) => {
      const overrides = MATRIX_PERSONAS[name];
      if (!overrides) return [name, { user: null, freshCookie: async () => undefined }] as const;
      const account = await insertAccount(t.db, { ...overrides, firstName: `Persona ${name}` });
      return [name, { user: toSessionUser(account), freshCookie: () => mintCookie(t, account) }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<MatrixPersona, SignedInPersona>;
}

/** A new session of the account, as the login route would open it. */
export async function mintCookie(t: Pick<TestApp, 'app' | 'db'>, account: AccountRow): Promise<string> {
  const session = await createSession(t.db, account.id, t.app.sessionPolicy);
  const token = await t.app.tokens.sign({ data: toSessionUser(account), sid: session.id }, session.expiresAt);
  return `token=${token}`;
}
