import { beforeAll, describe, expect, it } from 'vitest';
import { decryptBankField, encryptBankField } from './bank-crypto.ts';

// The domain is compiled without DOM or Node types: the Web Crypto calls of this test, typed.
interface KeyGen {
  generateKey(
    algorithm: object,
    extractable: boolean,
    usages: string[],
  ): Promise<{ publicKey: unknown; privateKey: unknown }>;
  exportKey(format: 'spki' | 'pkcs8', key: unknown): Promise<ArrayBuffer>;
}
const web = globalThis as unknown as {
  crypto: { subtle: KeyGen };
  btoa(binary: string): string;
  atob(base64: string): string;
};

const pem = (label: string, der: ArrayBuffer) =>
  `-----BEGIN ${label}-----\n${web.btoa(String.fromCharCode(...new Uint8Array(der)))}\n-----END ${label}-----\n`;

/** A 2048-bit RSA-OAEP pair as PEM, as `npm run keys:bank` writes and prints them. */
async function keyPair() {
  const pair = await web.crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  return {
    publicKey: pem('PUBLIC KEY', await web.crypto.subtle.exportKey('spki', pair.publicKey)),
    privateKey: pem('PRIVATE KEY', await web.crypto.subtle.exportKey('pkcs8', pair.privateKey)),
  };
}
const base64Bytes = (base64: string) => web.atob(base64).length;

describe('bank field encryption', () => {
  let shop: { publicKey: string; privateKey: string };
  let other: { publicKey: string; privateKey: string };
  beforeAll(async () => {
    [shop, other] = await Promise.all([keyPair(), keyPair()]);
  });

  it('round-trips a field through the public and private key, as base64 of the modulus length', async () => {
    const cipher = await encryptBankField(shop.publicKey, '021000021');
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(base64Bytes(cipher)).toBe(256);
    expect(cipher).not.toContain('021000021');
    expect(await decryptBankField(shop.privateKey, cipher)).toBe('021000021');
    expect(
      await decryptBankField(shop.privateKey, await encryptBankField(shop.publicKey, 'Café Ünïcode')),
    ).toBe('Café Ünïcode');
  });

  it('encrypts the same text differently each time (OAEP is randomised)', async () => {
    expect(await encryptBankField(shop.publicKey, 'x')).not.toBe(await encryptBankField(shop.publicKey, 'x'));
  });

  it('gives false, not an exception, for a wrong key, a garbled key or a bad ciphertext', async () => {
    const cipher = await encryptBankField(shop.publicKey, '021000021');
    expect(await decryptBankField(other.privateKey, cipher)).toBe(false);
    expect(await decryptBankField('not a key', cipher)).toBe(false);
    expect(await decryptBankField(shop.publicKey, cipher)).toBe(false);
    expect(await decryptBankField(shop.privateKey, 'bm90IGEgY2lwaGVy')).toBe(false);
    expect(await decryptBankField(shop.privateKey, '%%%')).toBe(false);
  });
});
