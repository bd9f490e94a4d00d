import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { people } from '../../../test/users.ts';
import { earlyReadsWaiting, forgetEarlyReads } from '../../platform/api/api-client.ts';
import { readFirstPageEarly } from './first-reads.ts';

/** The session and the shop's identity: renderApp has them in the cache already, so they stay. */
const SHELL_READS = ['GET /api/account/session ', 'GET /api/shop '];
const everyone = { ...people.admin, role: 0b111111 };

describe('the first page reads early', () => {
  afterEach(forgetEarlyReads);

  it.each([
    ['/quote/7', 2],
    ['/quote', 1],
    ['/payment/makepayment?page=2', 2],
    ['/payment/accounthistory', 1],
    ['/dailyschedule', 1],
    ['/machine', 6],
  ])(
    '%s: the screen takes each of its %i early reads and sends none of them twice',
    async (address, count) => {
      const fetchMock = mockApi({});
      readFirstPageEarly(new URL(address, 'http://shop.test'));
      expect(earlyReadsWaiting()).toHaveLength(SHELL_READS.length + count);
      renderApp(address, everyone);
      await waitFor(() => expect(earlyReadsWaiting()).toEqual(SHELL_READS));
      const sent = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
      const screenReads = sent.filter((call) => !SHELL_READS.includes(`${call} `));
      expect(new Set(screenReads).size).toBe(screenReads.length);
    },
  );

  it('sends nothing but the session check for a screen open to anyone', () => {
    mockApi({});
    readFirstPageEarly({ pathname: '/account/login', search: '' });
    expect(earlyReadsWaiting()).toEqual(['GET /api/account/session ']);
  });
});
