/**
 * Bank details are encrypted in the browser with the shop's RSA public key (RSA-OAEP, SHA-256)
 * and decrypted only in the admin's browser with the private key pasted there. Web Crypto
 * (`globalThis.crypto.subtle`) exists in Node 20 and every browser, so the page and the tests
 * share these two functions. The domain is compiled without the DOM library: the few Web Crypto
 * and base64 members used are typed here.
 */
interface SubtleCryptoLike {
  importKey(
    format: 'spki' | 'pkcs8',
    keyData: Uint8Array,
    algorithm: { name: 'RSA-OAEP'; hash: 'SHA-256' },
    extractable: boolean,
    usages: string[],
  ): Promise<unknown>;
  encrypt(algorithm: { name: 'RSA-OAEP' }, key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
  decrypt(algorithm: { name: 'RSA-OAEP' }, key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
}
interface WebGlobals {
  crypto: { subtle: SubtleCryptoLike };
  atob(base64: string): string;
  btoa(binary: string): string;
  TextEncoder: new () => { encode(text: string): Uint8Array };
  TextDecoder: new (label?: string, options?: { fatal?: boolean }) => { decode(bytes: ArrayBuffer): string };
}
const web = globalThis as unknown as WebGlobals;
const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** The message the admin banks page shows when a field cannot be decrypted. */
export const BANK_DECRYPT_FAILED_MESSAGE = 'Could not decrypt: check the private key.';

function base64ToBytes(base64: string): Uint8Array {
  const binary = web.atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return web.btoa(binary);
}

/** The DER bytes inside a PEM block (header, footer and line breaks removed). */
export function pemToDer(pem: string): Uint8Array {
  return base64ToBytes(pem.replace(/-----(BEGIN|END)[^-]*-----/g, '').replace(/\s+/g, ''));
}

/** Encrypts one bank field with the shop's public key (PEM, spki): base64 of the RSA-OAEP ciphertext. */
export async function encryptBankField(publicKeyPem: string, clear: string): Promise<string> {
  const key = await web.crypto.subtle.importKey('spki', pemToDer(publicKeyPem), RSA_OAEP, false, ['encrypt']);
  const cipher = await web.crypto.subtle.encrypt(RSA_OAEP, key, new web.TextEncoder().encode(clear));
  return bytesToBase64(new Uint8Array(cipher));
}

/**
 * Decrypts one bank field with the pasted private key (PEM, pkcs8). A wrong or malformed key, or
 * text that is not such a ciphertext, gives false, never an exception.
 */
export async function decryptBankField(privateKeyPem: string, base64: string): Promise<string | false> {
  try {
    const key = await web.crypto.subtle.importKey('pkcs8', pemToDer(privateKeyPem), RSA_OAEP, false, [
      'decrypt',
    ]);
    const clear = await web.crypto.subtle.decrypt(RSA_OAEP, key, base64ToBytes(base64));
    return new web.TextDecoder('utf-8', { fatal: true }).decode(clear);
  } catch {
    return false;
  }
}
