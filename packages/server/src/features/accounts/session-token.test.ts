import { Role } from '@signshop/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from './session-token.ts';

const claims = {
  sid: 'session-1',
  data: { id: 1, email: 'a@b.c', company: '', verified: true, role: Role.Asante, permissions: 0 },
};

afterEach(() => vi.useRealTimers());

describe('session tokens', () => {
  it('refuses a token once it has expired, even one verified before', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T12:00:00Z'), toFake: ['Date'] });
    const signer = createTokenSigner('a-secret-long-enough-for-hs256-0123456789');
    const token = await signer.sign(claims, new Date('2026-05-01T12:10:00Z'));
    expect((await signer.verify(token))?.sid).toBe('session-1');
    expect((await signer.verify(token))?.sid).toBe('session-1');
    vi.setSystemTime(new Date('2026-05-01T12:10:01Z'));
    expect(await signer.verify(token)).toBeNull();
  });

  it('answers a token verified before at once (the request path skips waiting), and only such a token', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T12:00:00Z'), toFake: ['Date'] });
    const signer = createTokenSigner('a-secret-long-enough-for-hs256-0123456789');
    const token = await signer.sign(claims, new Date('2026-05-01T12:10:00Z'));
    expect(signer.known(token)).toBeUndefined();
    await signer.verify(token);
    expect(signer.known(token)?.sid).toBe('session-1');
    expect(signer.known(`${token.slice(0, -2)}xx`)).toBeUndefined();
    vi.setSystemTime(new Date('2026-05-01T12:10:01Z'));
    expect(signer.known(token)).toBeNull();
  });

  it('refuses a tampered token or one signed with another secret, after a good one was verified', async () => {
    const signer = createTokenSigner('a-secret-long-enough-for-hs256-0123456789');
    const token = await signer.sign(claims, new Date(Date.now() + 600_000));
    expect(await signer.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sid: 'session-2' })).toString('base64url');
    expect(await signer.verify(`${header}.${otherPayload}.${signature}`)).toBeNull();
    expect(await signer.verify(`${header}.${payload}.${signature!.slice(0, -2)}xx`)).toBeNull();
    const forged = await createTokenSigner('another-secret-long-enough-0123456789abc').sign(
      claims,
      new Date(Date.now() + 600_000),
    );
    expect(await signer.verify(forged)).toBeNull();
  });
});
