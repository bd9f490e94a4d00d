import { isStaff, type SessionUser } from './roles.ts';

type RoleHolder = Pick<SessionUser, 'role'> | null | undefined;

/** Production and shipping fields of a job that only staff change; a customer's save keeps them as they are. */
export const STAFF_ONLY_JOB_FIELDS = [
  'is_shipped',
  'shipped_date',
  'tracking_number',
  'shipping_method',
  'is_thermoformed',
  'materials',
  'project_manager',
  'project_manager_comment',
  'quote_sequence',
] as const;
export type StaffOnlyJobField = (typeof STAFF_ONLY_JOB_FIELDS)[number];

/**
 * The quote's sales tax choice: its rate and whether it is exempt. A new quote takes its company's;
 * only staff change them on the quote, a customer's save keeps them as they are.
 */
export const TAX_JOB_FIELDS = ['tax_rate_id', 'tax_exempt'] as const;
export type TaxJobField = (typeof TAX_JOB_FIELDS)[number];

/**
 * Which fields of a job a user may change, beside the state rules of
 * job-changes.ts: the server keeps the rest as they are, the editor shows controls only for these.
 */
export interface JobFieldAccess {
  /** Name any customer; otherwise the job carries the user's own company. */
  customerName: boolean;
  /** The shop's own contact on the job (the editor's staff contact block). */
  shopContact: boolean;
  /** The production and shipping fields, STAFF_ONLY_JOB_FIELDS. */
  productionFields: boolean;
  /** The quote's tax rate and exemption, TAX_JOB_FIELDS. */
  taxFields: boolean;
}

export function jobFieldAccessOf(user: RoleHolder): JobFieldAccess {
  const staff = isStaff(user);
  return { customerName: staff, shopContact: staff, productionFields: staff, taxFields: staff };
}

/**
 * `input` as `user` may save it: production and tax fields it may not change keep `current`'s
 * values (or are left out of a new job), and a customer name it may not choose becomes its own company.
 */
export function changeableJobFields<T extends { customer_name?: string | undefined }>(
  user: Pick<SessionUser, 'role' | 'company'>,
  input: T,
  current: Partial<Record<StaffOnlyJobField | TaxJobField, unknown>> | null,
): T {
  const fields = jobFieldAccessOf(user);
  const kept = { ...input } as Record<string, unknown>;
  const keep = (names: readonly (StaffOnlyJobField | TaxJobField)[]) => {
    for (const field of names) {
      if (current) kept[field] = current[field];
      else delete kept[field];
    }
  };
  if (!fields.productionFields) keep(STAFF_ONLY_JOB_FIELDS);
  if (!fields.taxFields) keep(TAX_JOB_FIELDS);
  if (!fields.customerName) kept.customer_name = user.company;
  return kept as T;
}
