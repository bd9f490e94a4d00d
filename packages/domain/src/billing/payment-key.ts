/** The header a payment's idempotency key travels in (one key per click, kept across retries). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * A payment without a key is refused (428), so a retry can never pay twice: every call that
 * records money carries one key per click, the same on each retry.
 */
export const MISSING_KEY_MESSAGE =
  'Send an Idempotency-Key header with every payment (a new key for each payment, the same key when retrying it), so that a retry is never applied twice.';

export const REUSED_KEY_MESSAGE =
  'This Idempotency-Key was already used for another payment. Send a new key for a new payment.';

/** Why a repeated key cannot stand for this payment, or null when it is the same payment again. */
export function reusedKeyRefusal(
  first: { quote_id: number; payment: number },
  again: { quote_id: number; payment: number },
): string | null {
  if (
    first.quote_id === again.quote_id &&
    Math.round(first.payment * 100) === Math.round(again.payment * 100)
  )
    return null;
  return REUSED_KEY_MESSAGE;
}
