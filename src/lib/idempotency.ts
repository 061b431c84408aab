// Idempotency keys (issue 5): made once before the first attempt of a call that creates an order or pays,
// and reused on every retry of that same call, so the server can replay its first answer instead of
// charging twice.

export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID()
  const bytes = new Uint8Array(16)
  cryptoApi.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * Keeps one key per logical attempt: the same payload gets the same key until `settle` says the attempt
 * reached a definitive answer; a different payload (the buyer changed something) gets a new key.
 */
export function createAttemptKeys() {
  let current: { signature: string; key: string } | null = null
  return {
    keyFor(payload: unknown): string {
      const signature = JSON.stringify(payload)
      if (!current || current.signature !== signature) current = { signature, key: newIdempotencyKey() }
      return current.key
    },
    /** Forget the key after a definitive answer (success, or a business error the buyer must fix). */
    settle() {
      current = null
    },
  }
}
