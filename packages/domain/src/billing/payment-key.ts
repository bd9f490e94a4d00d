/** The header a payment's idempotency key travels in (one key per click, kept across retries). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

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
