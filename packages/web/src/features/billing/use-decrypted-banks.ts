import { useEffect, useState } from 'react';
import { decryptBankField, type CompanyBank } from '@signshop/domain';

/** A bank's private fields as the admin reads them. */
export type BankDetails =
  | { state: 'clear'; ada_routing_number: string; account_number: string; account_title: string }
  | { state: 'failed' }
  | { state: 'removed' }
  | { state: 'locked' };

const FIELDS = ['ada_routing_number', 'account_number', 'account_title'] as const;

/** Decrypts one bank with the pasted PKCS#8 private key; a wrong key or damaged text is 'failed'. */
export async function decryptBank(bank: CompanyBank, privateKeyPem: string): Promise<BankDetails> {
  if (FIELDS.every((field) => bank[field] === null)) return { state: 'removed' };
  if (!privateKeyPem.trim()) return { state: 'locked' };
  const decrypt = async (cipher: string | null): Promise<string | false> =>
    cipher === null ? false : decryptBankField(privateKeyPem, cipher);
  const [ada_routing_number, account_number, account_title] = await Promise.all([
    decrypt(bank.ada_routing_number),
    decrypt(bank.account_number),
    decrypt(bank.account_title),
  ]);
  if (ada_routing_number === false || account_number === false || account_title === false)
    return { state: 'failed' };
  return { state: 'clear', ada_routing_number, account_number, account_title };
}

/**
 * The banks' details decrypted in the browser with the pasted key (never sent anywhere nor
 * stored); null while decrypting. Recomputed when the list or the key changes.
 */
export function useDecryptedBanks(banks: CompanyBank[] | undefined, privateKeyPem: string) {
  const [result, setResult] = useState<{
    banks: CompanyBank[];
    key: string;
    details: Map<number, BankDetails>;
  } | null>(null);
  useEffect(() => {
    if (!banks) return;
    let current = true;
    void Promise.all(
      banks.map(async (bank) => [bank.id, await decryptBank(bank, privateKeyPem)] as const),
    ).then((pairs) => {
      if (current) setResult({ banks, key: privateKeyPem, details: new Map(pairs) });
    });
    return () => {
      current = false;
    };
  }, [banks, privateKeyPem]);
  return result && result.banks === banks && result.key === privateKeyPem ? result.details : null;
}
