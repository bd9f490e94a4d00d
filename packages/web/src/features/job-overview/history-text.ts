import { formatLongDate, formatMoney, MESSAGE_KINDS, type HistoryEntry } from '@signshop/domain';

/** What each recorded field is called on the History panel. */
const FIELD_NAMES: Record<string, string> = {
  created: 'Job created',
  deleted: 'Job deleted',
  payment: 'Payment',
  'payment admin_paid': 'Payment confirmed by admin',
  stage: 'Backlog stage',
  message: 'Mail sent by the shop',
  admin_paid: 'Has been paid (admin)',
  customer_name: 'Customer',
  signs: 'Signs',
  adjustments: 'Adjustments',
  shipping_cost: 'Shipping cost',
  total_price: 'Total price',
  prices_from: 'Prices from',
  is_shipped: 'Shipped',
  shipped_date: 'Shipped date',
};

export const historyFieldName = (field: string) => FIELD_NAMES[field] ?? field;

const MONEY_FIELDS = new Set(['shipping_cost', 'total_price']);
const DATE_FIELDS = new Set(['prices_from', 'shipped_date']);

interface StageState {
  stage: string;
  checked: boolean;
  date: string | null;
}

/** A backlog stage as recorded: 'In Production: checked, November 20, 2026' or 'In Production: unchecked'. */
const stageText = ({ stage, checked, date }: StageState) =>
  checked ? `${stage}: checked${date ? `, ${formatLongDate(date)}` : ''}` : `${stage}: unchecked`;

interface MessageState {
  kind: string;
  to: string;
  subject: string;
  status: string;
  error?: string;
}

/** A mail the shop sent by itself: 'Payment reminder to ap@acme.test: Invoice … is due on … (sent)'. */
const messageText = ({ kind, to, subject, status, error }: MessageState) =>
  `${MESSAGE_KINDS[kind as keyof typeof MESSAGE_KINDS] ?? kind} to ${to}: ${subject} (${status}${error ? `: ${error}` : ''})`;

/** A recorded value in words: money as money, dates long, lists counted, payments spelled out. */
export function historyValue(field: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatMoney(value);
  if (DATE_FIELDS.has(field) && typeof value === 'string') return formatLongDate(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field === 'stage' && typeof value === 'object') return stageText(value as StageState);
  if (field === 'message' && typeof value === 'object') return messageText(value as MessageState);
  if (Array.isArray(value)) return `${value.length} ${field === 'signs' ? 'sign rows' : 'lines'}`;
  if (typeof value === 'object') {
    const parts = value as Record<string, unknown>;
    return Object.entries(parts)
      .filter(([, part]) => part !== '' && part !== null && part !== undefined)
      .map(([key, part]) =>
        typeof part === 'number' && /payment|price|left_to_pay/.test(key)
          ? `${key.replace(/_/g, ' ')} ${formatMoney(part)}`
          : `${key.replace(/_/g, ' ')} ${String(part)}`,
      )
      .join(', ');
  }
  return String(value);
}

/** When an entry was made, in the browser's time. */
export const historyTime = (entry: Pick<HistoryEntry, 'at'>) =>
  new Date(entry.at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
