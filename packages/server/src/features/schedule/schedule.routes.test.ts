import { Role } from '@signshop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleLines } from '../../db/schema/index.ts';
import type { ApiClient } from '../../../test/support/api-client.ts';
import {
  insertAccount,
  insertQuote,
  PERSONAS,
  signIn,
  type Persona,
} from '../../../test/support/factories.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let staff: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  staff = await signIn(t.client(), (await insertAccount(t.db, PERSONAS.staff)).email);
});
afterAll(() => t.close());

const line = (over: Record<string, unknown> = {}) => ({
  short_description: 'Cut letters',
  thickness: '1/8',
  material: 'White Acrylic',
  equip: 'Laser',
  process: 'Cut',
  priority: 'High',
  assign_to: 'Sam',
  ...over,
});
const linesOf = (quoteId: number) =>
  t.db.select().from(scheduleLines).where(eq(scheduleLines.quote_id, quoteId));

describe('access', () => {
  it('requires authentication', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/schedule/assign_to'],
      ['GET', '/api/schedule/1'],
      ['PUT', '/api/schedule/1', { schedules: [] }],
      ['PUT', '/api/dailyschedule/1', { is_complete: true }],
      ['GET', '/api/account/project_managers'],
    ] as const) {
      expect((await t.client().request(method, path, body)).status).toBe(401);
    }
  });

  it.each(['customer', 'unverified', 'machine'] as Persona[])(
    'refuses a %s with 403 and changes nothing',
    async (persona) => {
      const client = await signIn(
        t.client(),
        (await insertAccount(t.db, { ...PERSONAS[persona], company: 'Acme Signs' })).email,
      );
      const quote = await insertQuote(t.db, { customer_name: 'Acme Signs' });
      expect((await client.put(`/api/schedule/${quote.id}`, { schedules: [line()] })).status).toBe(403);
      expect((await client.get('/api/account/project_managers')).status).toBe(403);
      expect(await linesOf(quote.id)).toHaveLength(0);
    },
  );
});

describe("GET /api/schedule/assign_to (the shop's assignees with their task counts)", () => {
  it('answers verified staff with each assignee and count per equipment', async () => {
    const quote = await insertQuote(t.db);
    await staff.put(`/api/schedule/${quote.id}`, {
      schedules: [
        line({ assign_to: 'Robin', equip: 'Router' }),
        line({ assign_to: 'Robin', equip: 'Router' }),
      ],
    });
    const reply = await staff.get('/api/schedule/assign_to');
    expect(reply.status).toBe(200);
    expect(reply.body.assign_to).toContainEqual({ equip: 'Router', assign_to: 'Robin', count: 2 });
  });

  it.each([
    ['an unverified customer', PERSONAS.unverified],
    ['a verified customer', PERSONAS.customer],
    ['a machine-room account', PERSONAS.machine],
    ['an unverified staff account', { role: Role.Asante, verified: false }],
  ])('refuses %s with 403 and names nobody', async (_, persona) => {
    const quote = await insertQuote(t.db);
    await staff.put(`/api/schedule/${quote.id}`, { schedules: [line({ assign_to: 'Quinn' })] });
    const client = await signIn(
      t.client(),
      (await insertAccount(t.db, { ...persona, company: 'Acme Signs' })).email,
    );
    const reply = await client.get('/api/schedule/assign_to');
    expect(reply.status).toBe(403);
    expect(JSON.stringify(reply.body)).not.toContain('Quinn');
  });
});

describe("reading a job's scheduler lines", () => {
  it("shows a verified customer its own company's lines and not another company's (404)", async () => {
    const customer = await signIn(
      t.client(),
      (await insertAccount(t.db, { ...PERSONAS.customer, company: 'Acme Signs' })).email,
    );
    const own = await insertQuote(t.db, { customer_name: 'Acme Signs' });
    const other = await insertQuote(t.db, { customer_name: 'Other Co' });
    await staff.put(`/api/schedule/${own.id}`, { schedules: [line()] });
    await staff.put(`/api/schedule/${other.id}`, { schedules: [line()] });
    const reply = await customer.get(`/api/schedule/${own.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.schedules).toMatchObject([{ short_description: 'Cut letters', quote_id: own.id }]);
    const refused = await customer.get(`/api/schedule/${other.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body.err).toContain(`${other.id}`);
  });

  it('shows an unverified account only the lines of jobs it created, not those of the company it typed', async () => {
    const account = await insertAccount(t.db, { ...PERSONAS.unverified, company: 'Acme Signs' });
    const client = await signIn(t.client(), account.email);
    const typed = await insertQuote(t.db, { customer_name: 'Acme Signs' });
    const created = await insertQuote(t.db, { customer_name: 'Acme Signs', created_by: account.id });
    expect((await client.get(`/api/schedule/${typed.id}`)).status).toBe(404);
    expect((await client.get(`/api/schedule/${created.id}`)).status).toBe(200);
  });
});

describe("a job's scheduler lines", () => {
  it('creates, updates and removes lines as one save', async () => {
    const quote = await insertQuote(t.db);
    const first = await staff.put(`/api/schedule/${quote.id}`, {
      schedules: [line(), line({ short_description: 'Paint', equip: 'Paint', priority: 0 })],
    });
    expect(first.status).toBe(200);
    expect(first.body.schedules).toMatchObject([
      { short_description: 'Cut letters', priority: 2, assign_to: 'Sam', quote_id: quote.id },
      { short_description: 'Paint', priority: 0 },
    ]);
    const [cut] = first.body.schedules;
    const second = await staff.put(`/api/schedule/${quote.id}`, {
      schedules: [{ ...cut, is_complete: true, priority: 'Instant' }],
    });
    expect(second.body.schedules).toHaveLength(1);
    expect(await linesOf(quote.id)).toMatchObject([{ id: cut.id, is_complete: true, priority: 3 }]);
    expect((await staff.get(`/api/schedule/${quote.id}`)).body.schedules).toHaveLength(1);
  });

  it.each([
    [
      'a priority name that does not exist',
      { priority: 'Urgent' },
      'Schedule 1: Priority is not a priority: "Urgent"',
    ],
    ['a line of another job', { id: 987654 }, 'does not belong to this job'],
  ])('refuses %s with 400 and keeps the lines', async (_case, change, message) => {
    const quote = await insertQuote(t.db);
    await staff.put(`/api/schedule/${quote.id}`, { schedules: [line()] });
    const response = await staff.put(`/api/schedule/${quote.id}`, { schedules: [line(change)] });
    expect(response.status).toBe(400);
    expect(response.body.err).toContain(message);
    expect(await linesOf(quote.id)).toHaveLength(1);
  });

  it('answers 404 for a job that does not exist', async () => {
    expect((await staff.get('/api/schedule/987654')).status).toBe(404);
  });
});

describe('daily schedule task updates and assignees', () => {
  it('saves completion, priority and assignee of one task at once', async () => {
    const quote = await insertQuote(t.db);
    const [task] = (
      await staff.put(`/api/schedule/${quote.id}`, {
        schedules: [line({ assign_to: 'Ana', equip: 'Router' })],
      })
    ).body.schedules;
    const response = await staff.put(`/api/dailyschedule/${task.id}`, {
      is_complete: true,
      priority: 'Medium',
      assign_to: 'Bo',
    });
    expect(response.body.schedule).toMatchObject({ is_complete: true, priority: 1, assign_to: 'Bo' });
    expect((await staff.put(`/api/dailyschedule/${task.id}`, { priority: 9 })).status).toBe(400);
    expect((await staff.put('/api/dailyschedule/987654', { is_complete: true })).status).toBe(404);
    const assignees = (await staff.get('/api/schedule/assign_to')).body.assign_to;
    expect(assignees).toContainEqual({ equip: 'Router', assign_to: 'Bo', count: 1 });
  });

  it('lists accounts with the PM role as project managers', async () => {
    await insertAccount(t.db, {
      role: Role.PM | Role.Asante,
      firstName: 'Morgan',
      email: 'morgan@shop.test',
    });
    const response = await staff.get('/api/account/project_managers');
    expect(response.body.project_managers).toContainEqual({
      id: expect.any(Number),
      first_name: 'Morgan',
      last_name: 'Tester',
      email: 'morgan@shop.test',
    });
    expect(response.body.project_managers.every((pm: { email: string }) => pm.email !== 'admin@x')).toBe(
      true,
    );
  });
});
