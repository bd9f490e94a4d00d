import {
  addDays,
  autoQuoteNumber,
  backlogStageId,
  fromCents,
  Priority,
  quoteCreateSchema,
  quoteNumberPrefix,
  toCents,
  type JustDate,
  type Sign,
} from '@signshop/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { quotes, type QuoteRow, type SignTypeRow } from '../db/schema/index.ts';
import { SEED_ADDONS } from '../job-core/seed/reference-data.ts';
import { saveBacklogChanges } from '../features/backlog/backlog.service.ts';
import { OPERATORS, pickFrom, type Random } from '../features/milling/plate-generator.ts';
import { createQuote, updateQuote } from '../features/quotes/quotes.service.ts';
import { saveJobSchedule } from '../features/schedule/schedule.service.ts';
import { payJob } from '../features/billing/job-payments.service.ts';
import type { DemoAccount } from './demo-accounts.ts';
import { demoBanksOf } from './demo-billing.ts';
import { PM_COMMENTS, QUOTE_COMMENTS, SCHEDULE_STEPS, type JobKind } from './demo-catalog.ts';
import { between, type JobPlan } from './demo-plan.ts';

export interface JobsContext {
  db: Db;
  random: Random;
  today: JustDate;
  accounts: Map<string, DemoAccount>;
  processes: SignTypeRow[];
}

const minDate = (a: JustDate, b: JustDate) => (a < b ? a : b);
const account = (ctx: JobsContext, key: string) => ctx.accounts.get(key)!;
const addonOption = (header: string, label: string) => {
  const group = SEED_ADDONS.find((addon) => addon.header === header)!;
  return { ...group.options[0]!.find((option) => option.label === label)!, cost_label: header };
};
const MOUNTING = [addonOption('Mounting', 'Double-sided tape'), addonOption('Mounting', 'Silicone and tape')];

function signsOf(ctx: JobsContext, kind: JobKind): Sign[] {
  const processId = (label: string) => ctx.processes.find((p) => p.label === label)!.id;
  const sign = (given_id: string, type: number, width: number, height: number, quantity: number): Sign => ({
    given_id,
    type,
    addons: [],
    picks: [],
    width,
    height,
    quantity,
    order_index: 0,
    subsigns: [],
    custom_addons: null,
  });
  return kind.signs.map((pattern, index) => {
    const letter = String.fromCharCode(65 + index);
    const made = sign(
      letter,
      processId(pattern.process),
      pattern.width,
      pattern.height,
      between(ctx.random, ...pattern.quantity),
    );
    made.order_index = index;
    if (ctx.random() < 0.5) made.addons = [pickFrom(ctx.random, MOUNTING)];
    if (pattern.part) {
      const { process, width, height } = pattern.part;
      made.subsigns = [sign(`${letter}-A`, processId(process), width, height, 1)];
    }
    return made;
  });
}

function adjustmentsFor(random: Random) {
  const roll = random();
  if (roll < 0.15) return [{ label: 'Repeat customer discount', percent: -5, dollar: 0 }];
  if (roll < 0.25) return [{ label: 'Rush fee', percent: 10, dollar: 0 }];
  if (roll < 0.35) return [{ label: 'Installation', percent: 0, dollar: 450 }];
  return [];
}

/** Who writes the quote: a customer of the company for some of their own, else a staff member. */
function authorOf(ctx: JobsContext, plan: JobPlan): DemoAccount {
  const customer = [...ctx.accounts.values()].find(
    (a) => a.row.company === plan.company.name && a.row.verified,
  );
  if (customer && ctx.random() < 0.25) return customer;
  return account(ctx, pickFrom(ctx.random, ['staff', 'quoter', 'admin', 'pm']));
}

/** Creates the quote through the quote service (priced by the domain's pricing, like a save). */
async function createDemoQuote(ctx: JobsContext, plan: JobPlan): Promise<QuoteRow> {
  const author = authorOf(ctx, plan);
  const staff = author.row.company === 'SignShop' ? author : account(ctx, 'staff');
  const c = plan.company;
  const emailDomain = `${c.name.toLowerCase().replace(/[^a-z]+/g, '')}.example`;
  const contact = {
    ...c.contact,
    email: `${c.contact.first_name.toLowerCase()}.${c.contact.last_name.toLowerCase()}@${emailDomain}`,
  };
  const address = {
    ...contact,
    company: c.name,
    street_address: c.street_address,
    city: c.city,
    state: c.state,
    zip: c.zip,
  };
  const prefix = quoteNumberPrefix(author.row.settings.quote_number_prefix, author.row.firstName);
  const input = quoteCreateSchema.parse({
    given_id: autoQuoteNumber({ user: author.user, prefix, quoteDate: plan.quoteDate, customerName: c.name }),
    job_name: plan.jobName,
    customer_name: c.name,
    quote_date: plan.quoteDate,
    signs: signsOf(ctx, plan.kind),
    adjustments: adjustmentsFor(ctx.random),
    shipping_cost: pickFrom(ctx.random, [0, 25, 45, 65, 120]),
    comments: pickFrom(ctx.random, QUOTE_COMMENTS),
    contact_info: contact,
    asante_contact_info: {
      first_name: staff.row.firstName,
      last_name: staff.row.lastName,
      email: staff.email,
    },
    shipping_info: address,
    invoicing_contact_info: { ...address, first_name: 'Accounts', last_name: 'Payable' },
    customer_project_manager: `${c.contact.first_name} ${c.contact.last_name}`,
  });
  return createQuote(ctx.db, author.user, input, ctx.today);
}

/** Staff take the job on: project manager, materials and thermoformed flag, saved like the job page does. */
async function takeOn(ctx: JobsContext, quote: QuoteRow, plan: JobPlan): Promise<QuoteRow> {
  const pm = account(ctx, pickFrom(ctx.random, ['pm', 'pm2']));
  return updateQuote(
    ctx.db,
    account(ctx, 'staff').user,
    quote.id,
    {
      project_manager: ctx.random() < 0.85 ? pm.row.id : null,
      project_manager_comment: pickFrom(ctx.random, PM_COMMENTS),
      materials: plan.kind.materials,
      is_thermoformed: !!plan.kind.thermoformed,
    },
    { save_as: 'update', today: ctx.today },
  );
}

/** A revision: the customer changed quantities after the first quote. */
async function revise(ctx: JobsContext, quote: QuoteRow): Promise<QuoteRow> {
  const signs = quote.signs.map((sign, index) =>
    index === 0 ? { ...sign, quantity: sign.quantity + between(ctx.random, 2, 12) } : sign,
  );
  const comments = `Revision ${quote.quote_sequence + 1}: quantities from the updated room list.`;
  return updateQuote(
    ctx.db,
    account(ctx, 'staff').user,
    quote.id,
    { signs, comments },
    { save_as: 'revision', today: ctx.today },
  );
}

async function recordBacklog(ctx: JobsContext, quote: QuoteRow, plan: JobPlan) {
  if (plan.steps.length === 0) return;
  const user = account(ctx, pickFrom(ctx.random, ['pm', 'pm2', 'staff'])).user;
  await saveBacklogChanges(
    ctx.db,
    user,
    plan.steps.map((step) => ({
      quote_id: quote.id,
      type_id: backlogStageId(step.key),
      is_checked: true,
      date_given: step.date,
    })),
  );
}

const PRIORITIES = [Priority.Low, Priority.Medium, Priority.Medium, Priority.High, Priority.Instant];

/** Scheduler lines of a job that reached production; the first ones done when it is under way. */
async function schedule(ctx: JobsContext, quote: QuoteRow, plan: JobPlan) {
  const latest = plan.steps.at(-1)?.key;
  if (!plan.steps.some((s) => s.key === 'ready_for_production')) return;
  const count = between(ctx.random, 2, 4);
  const start = between(ctx.random, 0, SCHEDULE_STEPS.length - count);
  const steps = [...SCHEDULE_STEPS.slice(start, start + count - 1), SCHEDULE_STEPS.at(-1)!];
  const done = plan.shippedDate
    ? steps.length
    : latest === 'ready_for_production'
      ? 0
      : between(ctx.random, 0, steps.length - 1);
  await saveJobSchedule(
    ctx.db,
    account(ctx, 'staff').user,
    quote.id,
    steps.map((step, index) => ({
      ...step,
      material: plan.kind.materials.split(', ')[0]!,
      priority: pickFrom(ctx.random, PRIORITIES),
      assign_to: pickFrom(ctx.random, OPERATORS),
      order_index: index + 1,
      is_complete: index < done,
      premature_release: false,
    })),
  );
}

const trackingNumber = (random: Random, method: string) => {
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
  return method === 'UPS'
    ? `1Z${digits(6)}03${digits(8)}`
    : method === 'Fed Ex'
      ? digits(12)
      : `LOCAL-${digits(5)}`;
};

/** Ships the job through the quote save (shipped flag, date, tracking, method). */
async function ship(ctx: JobsContext, quote: QuoteRow, shippedDate: JustDate): Promise<QuoteRow> {
  const method = pickFrom(ctx.random, ['UPS', 'UPS', 'Fed Ex', 'Other']);
  const boxes = between(ctx.random, 1, 3);
  return updateQuote(
    ctx.db,
    account(ctx, 'staff').user,
    quote.id,
    {
      is_shipped: true,
      shipped_date: shippedDate,
      shipping_method: method,
      tracking_number: Array.from({ length: boxes }, () => trackingNumber(ctx.random, method)),
    },
    { save_as: 'update', today: ctx.today },
  );
}

/**
 * The invoice of a shipped job and its payments, made with Make Payment's service (its rules:
 * shipped, above 0, at most what is left, from one of the company's banks) on the day they were
 * paid: the whole price is due at shipping; a partial plan pays 30-70 %, a full one pays it off.
 */
async function bill(ctx: JobsContext, quote: QuoteRow, plan: JobPlan) {
  const totalCents = toCents(quote.total_price);
  const share = { none: 0, partial: 0.3 + ctx.random() * 0.4, full: ctx.random() < 0.5 ? 0.5 : 1 }[
    plan.payment
  ];
  const firstCents = Math.round(totalCents * share);
  // A full plan pays the rest in a second payment when the first was half.
  const payments = [
    { cents: firstCents, afterDays: between(ctx.random, 5, 25) },
    { cents: plan.payment === 'full' ? totalCents - firstCents : 0, afterDays: between(ctx.random, 26, 45) },
  ].filter((payment) => payment.cents > 0);
  const banks = demoBanksOf(plan.company);
  let history: QuoteRow['payment_history'] = [];
  for (const [index, payment] of payments.entries()) {
    const paidOn = minDate(addDays(plan.shippedDate!, payment.afterDays), ctx.today);
    const nickName = pickFrom(ctx.random, banks).nick_name;
    const paid = await payJob(
      ctx.db,
      account(ctx, 'admin').user,
      quote.id,
      { payment: fromCents(payment.cents), nick_name: nickName },
      paidOn,
      // Every payment carries its idempotency key, the demo's too.
      `demo-payment-${quote.id}-${index}`,
    );
    history = paid.payment_history;
  }
  // The admin has confirmed most payments of older, paid-off jobs; the newest wait on the admin pages.
  const confirmed = plan.payment === 'full' && plan.shippedDate! < addDays(ctx.today, -45);
  if (!confirmed) return;
  await ctx.db
    .update(quotes)
    .set({ payment_history: history.map((entry) => ({ ...entry, admin_paid: true })), admin_paid: true })
    .where(eq(quotes.id, quote.id));
}

/** Everything a job went through, in order, through the services the app's routes call. */
export async function seedDemoJob(ctx: JobsContext, plan: JobPlan): Promise<QuoteRow> {
  let quote = await createDemoQuote(ctx, plan);
  if (ctx.random() < 0.1) quote = await revise(ctx, quote);
  if (plan.steps.length === 0) return quote;
  quote = await takeOn(ctx, quote, plan);
  await recordBacklog(ctx, quote, plan);
  await schedule(ctx, quote, plan);
  if (plan.shippedDate) {
    quote = await ship(ctx, quote, plan.shippedDate);
    await bill(ctx, quote, plan);
  }
  return quote;
}

/** A follow-up job copied from a shipped one with the editor's New Job save (only the quote is copied). */
export async function seedFollowUpJob(ctx: JobsContext, shipped: QuoteRow): Promise<QuoteRow> {
  return updateQuote(
    ctx.db,
    account(ctx, 'staff').user,
    shipped.id,
    {
      job_name: `${shipped.job_name} Phase 2`,
      quote_date: minDate(addDays(shipped.shipped_date!, 7), ctx.today),
    },
    { save_as: 'new_job', today: ctx.today },
  );
}
