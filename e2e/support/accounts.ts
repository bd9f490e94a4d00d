import { request as playwrightRequest, type Page } from '@playwright/test';
import { Role } from '@signshop/domain';
import { ADMIN, BASE_URL } from './test-env.ts';

export interface TestUser {
  email: string;
  password: string;
  company: string;
  firstName: string;
}

let counter = 0;

/**
 * Creates an account through the real API (sign-up, then the admin finds it and sets its role and
 * verified status) and returns its credentials. Each call makes a new, unique account. Sign-up
 * answers alike for every email and signs nobody in, so the id comes from the admin's list.
 */
export async function createUser(options: {
  role?: number;
  verified?: boolean;
  company?: string;
  firstName?: string;
}): Promise<TestUser> {
  counter += 1;
  const user: TestUser = {
    email: `user${Date.now()}-${counter}@e2e.test`,
    password: 'Copper-meadow-lantern-72',
    company: options.company ?? 'Acme Signs',
    firstName: options.firstName ?? 'Pat',
  };
  const visitor = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const created = await visitor.post('/api/account', {
    data: {
      account: {
        first_name: user.firstName,
        last_name: 'Tester',
        company: user.company,
        email: user.email,
        password: user.password,
        confirmpassword: user.password,
      },
    },
  });
  if (!created.ok()) throw new Error(`sign-up failed: ${await created.text()}`);
  await visitor.dispose();

  const admin = await playwrightRequest.newContext({ baseURL: BASE_URL });
  await admin.post('/api/account/login/', { data: { account: ADMIN } });
  const listed = (await (await admin.get('/api/admin/accounts')).json()) as {
    accounts: { id: number; email: string }[];
  };
  const account = listed.accounts.find((a) => a.email === user.email);
  if (!account) throw new Error(`the new account ${user.email} is not in the admin's list`);
  const updated = await admin.put(`/api/admin/accounts/${account.id}`, {
    data: { account: { role: options.role ?? Role.Customer, verified: options.verified ?? true } },
  });
  if (!updated.ok()) throw new Error(`admin update failed: ${await updated.text()}`);
  await admin.dispose();
  return user;
}

/** Signs the page's browser context in through the API (faster than the form; the form has its own test). */
export async function signInAs(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  const response = await page.request.post(`${BASE_URL}/api/account/login/`, {
    data: { account: { email: user.email, password: user.password } },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${await response.text()}`);
}
