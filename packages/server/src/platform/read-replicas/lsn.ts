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
