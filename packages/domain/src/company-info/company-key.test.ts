import { describe, expect, it } from 'vitest';
import { companyKey, sameCompanyName } from './company-key.ts';

describe('companyKey', () => {
  it.each([
    ['Mercy Health Clinic', 'mercy health clinic'],
    ['Mercy  Health Clinic', 'mercy health clinic'],
    ['  Mercy\tHealth\u00a0Clinic  ', 'mercy health clinic'],
    ['ＭＥＲＣＹ Health Clinic', 'mercy health clinic'],
    ['Café Ünïon', 'café ünïon'],
    ['Cafe\u0301', 'café'],
    ['', ''],
  ])('%j → %j', (name, key) => {
    expect(companyKey(name)).toBe(key);
  });

  it('tells different companies apart', () => {
    expect(sameCompanyName('Mercy Health Clinic', 'Mercy  health clinic ')).toBe(true);
    expect(sameCompanyName('Mercy Health Clinic', 'Mercy Health')).toBe(false);
    expect(sameCompanyName('Mercy Health Clinic', 'MercyHealth Clinic')).toBe(false);
  });
});
