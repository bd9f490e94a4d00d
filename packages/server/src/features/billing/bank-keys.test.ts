import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BANK_KEY_BITS, generateBankKeys, readBankPublicKey } from './bank-keys.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bank-keys-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('npm run keys:bank', () => {
  const file = path.join(dir, 'data', 'bank-public-key.pem');
  const { privateKey } = generateBankKeys(file);

  it('writes a 4096-bit RSA public key (spki PEM) and returns the private key without writing it', () => {
    const pem = fs.readFileSync(file, 'utf8');
    expect(pem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(crypto.createPublicKey(pem).asymmetricKeyDetails?.modulusLength).toBe(BANK_KEY_BITS);
    expect(privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['bank-public-key.pem']);
    expect(readBankPublicKey(file)).toEqual({ pem, modulusBytes: 512 });
  });

  it('pairs them: the printed private key decrypts what the public key encrypted (RSA-OAEP, SHA-256)', () => {
    const oaep = { padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' };
    const cipher = crypto.publicEncrypt(
      { key: fs.readFileSync(file, 'utf8'), ...oaep },
      Buffer.from('021000021'),
    );
    expect(crypto.privateDecrypt({ key: privateKey, ...oaep }, cipher).toString()).toBe('021000021');
  });

  it('refuses to replace an existing key unless forced', () => {
    const before = fs.readFileSync(file, 'utf8');
    expect(() => generateBankKeys(file)).toThrow(/already exists[\s\S]*--force/);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    generateBankKeys(file, { force: true, bits: 2048 });
    expect(fs.readFileSync(file, 'utf8')).not.toBe(before);
  });

  it('reads no key when none was made', () => {
    expect(readBankPublicKey(path.join(dir, 'missing.pem'))).toBeNull();
  });
});
