import fs from 'node:fs';
import path from 'node:path';
import { encryptBankField, type SessionUser } from '@signshop/domain';
import type { Db } from '../db/client.ts';
import { generateBankKeysInBackground, readBankPublicKey } from '../features/billing/bank-keys.ts';
import { addBank } from '../features/billing/banks.service.ts';
import { createCompanyInfo } from '../features/company-info/company-info.service.ts';
import { DEMO_COMPANIES, type DemoCompany } from './demo-accounts.ts';

/** Where a demo run leaves the bank private key, in its data dir (a real shop keeps it offline). */
export const DEMO_PRIVATE_KEY_FILE_NAME = 'bank-private-key.demo.pem';
export const demoPrivateKeyFile = (dataDir: string) => path.join(dataDir, DEMO_PRIVATE_KEY_FILE_NAME);

/** Where the demo writes its bank keys: the public key where the server reads it, the private one beside the data. */
export interface DemoBankKeyFiles {
  publicKeyFile: string;
  privateKeyFile: string;
}

/** Payment terms: Net 30 for most, one company on Net 15 and one on Net 45. */
const TERMS: Record<string, { payment_terms_text: string; payment_days: number }> = {
  'Harbor Hotel Group': { payment_terms_text: 'Net 15', payment_days: 15 },
  'City of Riverside': { payment_terms_text: 'Net 45', payment_days: 45 },
};
const NET_30 = { payment_terms_text: 'Net 30', payment_days: 30 };

/** The clear bank details of a demo company: every company has an operating account, every other one a second. */
export function demoBanksOf(company: DemoCompany) {
  const index = DEMO_COMPANIES.indexOf(company);
  const account = (nick_name: string, n: number) => ({
    nick_name,
    ada_routing_number: String(121_000_358 + index * 1_111 + n).padStart(9, '0'),
    account_number: `${4_400_120_000 + index * 10_007 + n * 101}`,
    account_title: `${company.name}${n === 0 ? '' : ' Payroll'}`,
  });
  const banks = [account('Operating account', 0)];
  if (index % 2 === 0) banks.push(account('Payroll account', 1));
  return banks;
}

/**
 * Generates the demo's bank key pair with the code of `npm run keys:bank`, into a pending file:
 * the seeding transaction encrypts with it, and `publishDemoBankKeys` moves it where the server
 * reads it only once that transaction has committed.
 */
export async function prepareDemoBankKeys(files: DemoBankKeyFiles) {
  const pendingPublicKeyFile = `${files.publicKeyFile}.pending`;
  const { publicKey, privateKey } = await generateBankKeysInBackground(pendingPublicKeyFile, { force: true });
  return { publicKey, privateKey, pendingPublicKeyFile };
}
export type DemoBankKeys = Awaited<ReturnType<typeof prepareDemoBankKeys>>;

/** After the commit: the public key where the server reads it, the private key in the demo's data dir. */
export function publishDemoBankKeys(keys: DemoBankKeys, files: DemoBankKeyFiles): void {
  fs.renameSync(keys.pendingPublicKeyFile, files.publicKeyFile);
  fs.mkdirSync(path.dirname(files.privateKeyFile), { recursive: true });
  fs.writeFileSync(files.privateKeyFile, keys.privateKey, { mode: 0o600 });
}

/** When the seeding failed: no bank was saved with the pending key, so it goes. */
export function discardDemoBankKeys(keys: DemoBankKeys): void {
  fs.rmSync(keys.pendingPublicKeyFile, { force: true });
}

/**
 * Company information (payment terms varying) and 1-2 banks of every demo customer company,
 * through the services the company-info and bank routes use, the bank details encrypted with the
 * demo's public key as the browser does.
 */
export async function seedDemoBilling(db: Db, admin: SessionUser, keys: DemoBankKeys): Promise<void> {
  const key = readBankPublicKey(keys.pendingPublicKeyFile)!;
  for (const company of DEMO_COMPANIES) {
    const { first_name, last_name, phonenumber } = company.contact;
    const address = `${company.street_address}, ${company.city}, ${company.state} ${company.zip}`;
    await createCompanyInfo(db, admin, {
      company: company.name,
      billing_info: `Accounts Payable, ${company.name}\n${address}`,
      website: `https://www.${company.name.toLowerCase().replace(/[^a-z]/g, '')}.example`,
      address,
      contact_person: `${first_name} ${last_name}, ${phonenumber}`,
      ...(TERMS[company.name] ?? NET_30),
    });
    for (const bank of demoBanksOf(company)) {
      const encrypt = (clear: string) => encryptBankField(keys.publicKey, clear);
      await addBank(
        db,
        company.name,
        {
          nick_name: bank.nick_name,
          ada_routing_number: await encrypt(bank.ada_routing_number),
          account_number: await encrypt(bank.account_number),
          account_title: await encrypt(bank.account_title),
        },
        key.modulusBytes,
      );
    }
  }
}
