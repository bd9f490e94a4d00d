import { Role, newAccountSettings, type SessionUser } from '@signshop/domain';
import type { Db } from '../db/client.ts';
import { accounts, type AccountRow } from '../db/schema/index.ts';
import { hashPassword, requireStrongPassword } from '../features/accounts/passwords.ts';

/** Every demo account signs in with this password (printed at start; the demo is not a real shop). */
export const DEMO_PASSWORD = 'demo-shop-2026';
export const DEMO_EMAIL_DOMAIN = 'demo.signshop.local';

/** A customer company of the demo shop, with its street address and the person who orders signs. */
export interface DemoCompany {
  name: string;
  contact: { first_name: string; last_name: string; phonenumber: string };
  street_address: string;
  city: string;
  state: string;
  zip: string;
}

const company = (
  name: string,
  contact: [string, string, string],
  address: [string, string, string, string],
): DemoCompany => ({
  name,
  contact: { first_name: contact[0], last_name: contact[1], phonenumber: contact[2] },
  street_address: address[0],
  city: address[1],
  state: address[2],
  zip: address[3],
});

/** The first four have customer accounts; the rest are customers the staff quote for. */
export const DEMO_COMPANIES: DemoCompany[] = [
  company(
    'Mercy Health Clinic',
    ['Rachel', 'Nguyen', '(503) 555-0142'],
    ['1200 NW Lovejoy St', 'Portland', 'OR', '97209'],
  ),
  company(
    'Harbor Hotel Group',
    ['Marcus', 'Bell', '(206) 555-0187'],
    ['88 Alaskan Way', 'Seattle', 'WA', '98104'],
  ),
  company(
    'Summit School District',
    ['Linda', 'Ortiz', '(208) 555-0119'],
    ['450 Summit Ave', 'Boise', 'ID', '83702'],
  ),
  company('Cedar Bank', ['Tom', 'Halvorsen', '(541) 555-0163'], ['15 Cedar Plaza', 'Eugene', 'OR', '97401']),
  company(
    'City of Riverside',
    ['Angela', 'Price', '(951) 555-0110'],
    ['3900 Main St', 'Riverside', 'CA', '92522'],
  ),
  company(
    'Lakeside Medical Center',
    ['Dev', 'Patel', '(425) 555-0175'],
    ['700 Lakeside Dr', 'Kirkland', 'WA', '98033'],
  ),
  company(
    'Northgate Mall',
    ['Sofia', 'Rossi', '(206) 555-0131'],
    ['401 NE Northgate Way', 'Seattle', 'WA', '98125'],
  ),
  company(
    'Pinecrest University',
    ['James', 'Okafor', '(509) 555-0158'],
    ['1 University Cir', 'Spokane', 'WA', '99201'],
  ),
  company(
    'Oakwood Senior Living',
    ['Helen', 'Brooks', '(503) 555-0194'],
    ['2250 Oakwood Ln', 'Salem', 'OR', '97301'],
  ),
  company(
    'Metro Transit Authority',
    ['Victor', 'Lee', '(971) 555-0126'],
    ['101 Transit Mall', 'Portland', 'OR', '97204'],
  ),
];

interface DemoAccountSpec {
  key: string;
  what: string;
  first_name: string;
  last_name: string;
  company: string;
  role: number;
  verified: boolean;
}

const SHOP = 'SignShop';
const staffSpec = (
  key: string,
  what: string,
  first: string,
  last: string,
  role: number,
): DemoAccountSpec => ({
  key,
  what,
  first_name: first,
  last_name: last,
  company: SHOP,
  role,
  verified: true,
});

/** One account per role the app knows, plus verified customers of four companies and one unverified. */
const ACCOUNT_SPECS: DemoAccountSpec[] = [
  staffSpec('admin', 'Admin (and staff)', 'Alice', 'Admin', Role.Admin | Role.Asante),
  staffSpec('staff', 'Staff', 'Sam', 'Staff', Role.Asante),
  staffSpec('pm', 'Project manager (staff + PM)', 'Paula', 'Manager', Role.Asante | Role.PM),
  staffSpec('pm2', 'Project manager (staff + PM)', 'Pete', 'Planner', Role.Asante | Role.PM),
  staffSpec('quoter', 'Quoter (staff + quoter)', 'Quinn', 'Quoter', Role.Asante | Role.Quoter),
  staffSpec('machine', 'Machine room', 'Max', 'Machinist', Role.Machine),
  ...DEMO_COMPANIES.slice(0, 4).map((c, index) => ({
    key: `customer${index + 1}`,
    what: `Customer of ${c.name}`,
    first_name: c.contact.first_name,
    last_name: c.contact.last_name,
    company: c.name,
    role: Role.Customer,
    verified: true,
  })),
  {
    key: 'unverified',
    what: 'Customer, not yet verified',
    first_name: 'Uma',
    last_name: 'Newcomer',
    company: 'Brightline Dental',
    role: Role.Customer,
    verified: false,
  },
];

export const demoEmail = (key: string) => `${key}@${DEMO_EMAIL_DOMAIN}`;
/** The account whose presence marks a database the demo has already seeded. */
export const DEMO_MARKER_EMAIL = demoEmail('admin');

export interface DemoAccount {
  email: string;
  what: string;
  row: AccountRow;
  user: SessionUser;
}

export const sessionUserOf = (row: AccountRow): SessionUser => ({
  id: row.id,
  email: row.email,
  company: row.company,
  verified: row.verified,
  role: row.role,
  permissions: row.permissions,
});

/** Creates the demo accounts (one password hash shared by all), keyed by role name. */
export async function seedDemoAccounts(db: Db): Promise<Map<string, DemoAccount>> {
  // The demo's shared password meets the rule of every new password.
  await requireStrongPassword(DEMO_PASSWORD, ['demo']);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created = new Map<string, DemoAccount>();
  for (const spec of ACCOUNT_SPECS) {
    const email = demoEmail(spec.key);
    const names = { first_name: spec.first_name, last_name: spec.last_name, company: spec.company, email };
    const [row] = await db
      .insert(accounts)
      .values({
        email,
        firstName: spec.first_name,
        lastName: spec.last_name,
        company: spec.company,
        passwordHash,
        verified: spec.verified,
        role: spec.role,
        settings: newAccountSettings(names),
      })
      .returning();
    created.set(spec.key, { email, what: spec.what, row: row!, user: sessionUserOf(row!) });
  }
  return created;
}

/** The demo accounts of a database seeded earlier, in the order they were created. */
export function demoAccountList(): Array<{ email: string; what: string }> {
  return ACCOUNT_SPECS.map((spec) => ({ email: demoEmail(spec.key), what: spec.what }));
}
