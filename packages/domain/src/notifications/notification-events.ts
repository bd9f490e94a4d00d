/**
 * The events that mail a customer when a job reaches them (stage notifications). Each event is a
 * fact the app already records:
 * - a backlog stage checked (`stage`): the job's newest entry of that stage is checked;
 * - the job marked shipped on the shipping page (`shipped`): the shipped flag set, told apart by
 *   the job's shipping method. Fed Ex and UPS are carriers with tracking pages; any other method
 *   (Other, or none) means the job waits at the shop for the customer, so it is "ready for pickup".
 *   The shipped date is also the invoice's date (receivables count an invoice from it), so the
 *   shipped flag is what issues the invoice whatever the method.
 * The spec's project-manager schedule calls a job whose drawing was approved "Work Approved and
 * Placed Into Production": that is the Drawing Approved stage.
 */
export const NOTIFICATION_EVENTS = [
  {
    key: 'work_approved',
    label: 'Drawing approved and in production',
    when: 'The Drawing Approved stage is checked.',
    fact: { stage: 'drawing_approved' },
  },
  {
    key: 'ready_for_production',
    label: 'Ready for production',
    when: 'The Ready For Production stage is checked.',
    fact: { stage: 'ready_for_production' },
  },
  {
    key: 'ready_for_pickup',
    label: 'Ready for pickup',
    when: 'The job is marked shipped with no carrier (shipping method Other or none): it waits at the shop.',
    fact: { shipped: 'no_carrier' },
  },
  {
    key: 'shipped',
    label: 'Shipped',
    when: 'The job is marked shipped by Fed Ex or UPS; the tracking numbers link to the carrier.',
    fact: { shipped: 'carrier' },
  },
  {
    key: 'invoice_issued',
    label: 'Invoice issued',
    when: 'The job is marked shipped: its invoice is dated the shipped date.',
    fact: { shipped: 'any' },
  },
] as const;

export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number]['key'];
export const NOTIFICATION_EVENT_KEYS = NOTIFICATION_EVENTS.map((event) => event.key) as [
  NotificationEvent,
  ...NotificationEvent[],
];
export const notificationEventLabel = (key: NotificationEvent) =>
  NOTIFICATION_EVENTS.find((event) => event.key === key)!.label;

/** The message kind of an event's mails on the Messages page and the job's history. */
export const notificationKind = (event: NotificationEvent) => `notify_${event}` as const;
export type NotificationKind = ReturnType<typeof notificationKind>;

/** A mail goes out for an event recorded at most this long ago (a scan that was down catches up this far). */
export const NOTIFICATION_CATCH_UP_DAYS = 2;

/**
 * The key that makes an event's mail go out once per job and recipient: a job approved twice, or
 * shipped, unshipped and shipped again, is not mailed again.
 */
export const notificationOccasion = (quoteId: number, event: NotificationEvent, email: string) =>
  `notify:${quoteId}:${event}:${email.trim().toLowerCase()}`;

/** The carriers with a tracking page, by the shipping method that names them. */
export const CARRIER_TRACKING_URLS: Record<string, (number: string) => string> = {
  'Fed Ex': (number) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(number)}`,
  UPS: (number) => `https://www.ups.com/track?tracknum=${encodeURIComponent(number)}`,
};

/** Whether a shipping method is a carrier with tracking (Fed Ex, UPS). */
export const isCarrier = (method: string | null | undefined) => !!method && method in CARRIER_TRACKING_URLS;

/** Each tracking number with its carrier's tracking page (null when the method has none). */
export function trackingLinks(method: string | null | undefined, numbers: readonly string[]) {
  const url = method ? CARRIER_TRACKING_URLS[method] : undefined;
  return numbers
    .map((number) => number.trim())
    .filter(Boolean)
    .map((number) => ({ number, url: url ? url(number) : null }));
}
