import { AppError, type BankInput } from '@signshop/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { banks } from '../../db/schema/index.ts';
import { sameCompany } from '../../db/sql-helpers.ts';

export const NOT_ENCRYPTED_MESSAGE = 'Bank details must be encrypted in the browser before they are sent.';
const PRIVATE_FIELDS = ['ada_routing_number', 'account_number', 'account_title'] as const;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const listed = { id: banks.id, nick_name: banks.nick_name };
const notFound = (id: number) => new AppError('NOT_FOUND', `There is no bank with id ${id}.`);

/** True when `text` is base64 of exactly one RSA block of the shop's key: what the browser's encryption gives. */
export function isCiphertext(text: string, modulusBytes: number): boolean {
  return BASE64.test(text) && text.length % 4 === 0 && Buffer.from(text, 'base64').length === modulusBytes;
}

/** The company's banks by nick name (never the private fields). */
export async function listBanks(db: Executor, company: string) {
  return db
    .select(listed)
    .from(banks)
    .where(sameCompany(banks.company, company))
    .orderBy(asc(banks.nick_name));
}

/** Saves a company's bank; the three private fields must be ciphertext, the nick name unique in the company. */
export async function addBank(db: Db, company: string, input: BankInput, modulusBytes: number) {
  if (PRIVATE_FIELDS.some((field) => !isCiphertext(input[field], modulusBytes))) {
    throw new AppError('VALIDATION_ERROR', NOT_ENCRYPTED_MESSAGE);
  }
  const nickName = input.nick_name.trim();
  const [saved] = await db
    .insert(banks)
    .values({
      company: company.trim(),
      nick_name: nickName,
      ada_routing_number: input.ada_routing_number,
      account_number: input.account_number,
      account_title: input.account_title,
    })
    .onConflictDoNothing()
    .returning(listed);
  if (!saved)
    throw new AppError('CONFLICT', `There is already a bank named '${nickName}'. Choose another nick name.`);
  return saved;
}

/** Deletes one of the company's banks; another company's bank is not found. */
export async function deleteBank(db: Executor, company: string, id: number) {
  const [deleted] = await db
    .delete(banks)
    .where(and(eq(banks.id, id), sameCompany(banks.company, company)))
    .returning({ id: banks.id });
  if (!deleted) throw notFound(id);
  return deleted;
}

const adminColumns = {
  id: banks.id,
  company: banks.company,
  nick_name: banks.nick_name,
  ada_routing_number: banks.ada_routing_number,
  account_number: banks.account_number,
  account_title: banks.account_title,
};

/** Admin: the banks of one company ('all': every company) with their private fields still encrypted. */
export async function companyBanks(db: Executor, company: string) {
  return db
    .select(adminColumns)
    .from(banks)
    .where(company.trim().toLowerCase() === 'all' ? undefined : sameCompany(banks.company, company))
    .orderBy(asc(sql`lower(${banks.company})`), asc(banks.nick_name));
}

/** Admin: clears a bank's three private fields for good; the nick name stays so past payments still name it. */
export async function removePrivateInfo(db: Executor, id: number) {
  const [bank] = await db
    .update(banks)
    .set({ ada_routing_number: null, account_number: null, account_title: null })
    .where(eq(banks.id, id))
    .returning(adminColumns);
  if (!bank) throw notFound(id);
  return bank;
}

/** True when the company has a bank with this nick name. */
export async function hasBank(db: Executor, company: string, nickName: string): Promise<boolean> {
  const [bank] = await db
    .select({ id: banks.id })
    .from(banks)
    .where(and(sameCompany(banks.company, company), eq(banks.nick_name, nickName)));
  return !!bank;
}
