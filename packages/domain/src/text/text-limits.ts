/**
 * The longest text a client may send in each kind of field: every string of every body, query
 * and path parameter has a maximum, so no request can park megabytes in a row. The
 * server's zod schemas (text-bounds.ts) and the web's inputs take their limits from here.
 */
export const TEXT_MAX = {
  /** A person's first or last name. */
  personName: 100,
  /** An email address (RFC 5321's longest path). */
  email: 320,
  /** A phone number as typed. */
  phone: 40,
  /** A company or customer name. */
  company: 200,
  /** A job's name, a quote or sign number, a label, a code, a pick from a list, a search text. */
  label: 200,
  /** A line of an address, a website. */
  addressLine: 500,
  /** A date or time written as text (2026-11-25, an ISO timestamp). */
  date: 40,
  /** A name or email in a user's settings (stored settings are read with the same limit). */
  settingsContact: 500,
  /** The prefix of a user's quote numbers. */
  quoteNumberPrefix: 20,
  /** A password (long passphrases fit; hashing a megabyte would not be fair work). */
  password: 1024,
  /** A line of free text on a form: a vendor, an item's description, an order's terms. */
  line: 2_000,
  /** A comment, note, description or free-text terms. */
  longText: 20_000,
  /** A file's name. */
  fileName: 255,
} as const;
