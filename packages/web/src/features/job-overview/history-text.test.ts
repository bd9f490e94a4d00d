import { describe, expect, it } from 'vitest';
import { historyFieldName, historyValue } from './history-text.ts';

describe('history entries in words', () => {
  it('says a mail the shop sent by itself: kind, to whom, subject and how it went', () => {
    expect(historyFieldName('message')).toBe('Mail sent by the shop');
    const reminder = {
      kind: 'payment_reminder',
      to: 'ap@acme.test',
      subject: 'Invoice A1 is due on May 1, 2026',
    };
    expect(historyValue('message', { ...reminder, status: 'sent' })).toBe(
      'Payment reminder to ap@acme.test: Invoice A1 is due on May 1, 2026 (sent)',
    );
    expect(historyValue('message', { ...reminder, status: 'failed', error: '450 busy' })).toBe(
      'Payment reminder to ap@acme.test: Invoice A1 is due on May 1, 2026 (failed: 450 busy)',
    );
  });

  it('says a backlog stage change as the staff name it', () => {
    expect(historyFieldName('stage')).toBe('Backlog stage');
    expect(historyValue('stage', { stage: 'In Production', checked: true, date: '2026-11-20' })).toBe(
      'In Production: checked, November 20, 2026',
    );
    expect(historyValue('stage', { stage: 'In Production', checked: false, date: null })).toBe(
      'In Production: unchecked',
    );
    expect(historyValue('stage', null)).toBe('—');
  });

  it('says money as money and dates long', () => {
    expect(historyValue('total_price', 729.64)).toBe('$729.64');
    expect(historyValue('shipped_date', '2026-11-25')).toBe('November 25, 2026');
  });
});
