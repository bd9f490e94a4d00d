import { describe, expect, it } from 'vitest';

describe('zod without compiled parsers (no eval under the content security policy)', () => {
  it('zod loaded after the setting parses without compiling', async () => {
    await import('./zod-jitless.ts');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
