/** A WAL position as PostgreSQL writes it (pg_lsn: two hexadecimal halves, e.g. 0/16B3748). */
const LSN = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** The position as a number to compare, or null when the text is not a WAL position. */
export function parseLsn(text: string | null | undefined): bigint | null {
  const match = text ? LSN.exec(text) : null;
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/** The position as PostgreSQL writes it. */
export function formatLsn(lsn: bigint): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}

/** The page headers a WAL position may sit just past (the long one opens each segment). */
const SHORT_PAGE_HEADER = 24n;
const LONG_PAGE_HEADER = 40n;

/**
 * The end of the last WAL record before an insert position. The insert position is where the
 * next record goes: when the last one ended at a page's end it is past the next page's header,
 * where no replica's replay ever stands (replay stands at record ends) until another record
 * is written. `block` and `segment` are the server's wal_block_size and wal_segment_size.
 */
export function lastRecordEnd(insert: bigint, block: bigint, segment: bigint): bigint {
  if (insert % segment === LONG_PAGE_HEADER) return insert - LONG_PAGE_HEADER;
  if (insert % block === SHORT_PAGE_HEADER) return insert - SHORT_PAGE_HEADER;
  return insert;
}
