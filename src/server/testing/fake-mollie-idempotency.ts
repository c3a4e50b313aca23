import { isDeepStrictEqual } from 'node:util'
import { unprocessable, type Answer } from './fake-mollie-http'

// Mollie's idempotency (docs.mollie.com, API idempotency): a POST with an Idempotency-Key header that
// Mollie has answered binds the key to that request. The same request again under the key gets the
// first answer again, byte for byte, with `Idempotent-Replayed: true`, and nothing is done twice; the
// key on another request is refused. Mollie remembers a key for an hour. A refusal (4xx) binds the key
// too: the part of Mollie's reference found does not say, and replaying it is the stricter reading (a
// shop that tries again after a refusal must take a new key). An outage binds nothing: no work was done.

/** How long Mollie remembers a key. */
export const idempotencyWindowMs = 60 * 60_000

/** A key as Mollie bound it: to this path (and query) and this JSON body. */
export type FakeMollieIdempotencyKey = { key: string; path: string; body: unknown }

type Binding = FakeMollieIdempotencyKey & { method: string; answer: Answer; at: number }

export type Idempotency = ReturnType<typeof createIdempotency>

export function createIdempotency() {
  const bindings = new Map<string, Binding>()
  const bound: FakeMollieIdempotencyKey[] = []

  return {
    /**
     * What Mollie answers a request under a key it remembers: the first answer again, or a refusal
     * when the key was bound to another request. Undefined: the request is new, do the work.
     */
    earlierAnswer(key: string, method: string, path: string, body: unknown): Answer | undefined {
      const binding = bindings.get(key)
      if (!binding) return undefined
      if (Date.now() - binding.at >= idempotencyWindowMs) {
        bindings.delete(key)
        return undefined
      }
      // The body is compared as JSON (key order aside), as the SDK serialises one object one way.
      if (binding.method === method && binding.path === path && isDeepStrictEqual(binding.body, body)) {
        return { ...binding.answer, headers: { ...binding.answer.headers, 'Idempotent-Replayed': 'true' } }
      }
      // Mollie's reference (the part found) does not name the status for a key reused on another
      // request; the fake answers 422, Mollie's status for a request it will not process.
      return unprocessable('The Idempotency-Key was already used for a different request')
    },
    /** Binds the key to the request Mollie just answered. */
    bind(key: string, method: string, path: string, body: unknown, answered: Answer): void {
      bindings.set(key, { key, method, path, body, answer: answered, at: Date.now() })
      bound.push({ key, path, body })
    },
    /** As if Mollie's hour had passed for every key: each may be used again, for anything. */
    forget(): void {
      bindings.clear()
    },
    /** Every binding made, oldest first; a key used again after it was forgotten is bound (and listed) anew. */
    bound(): FakeMollieIdempotencyKey[] {
      return bound.map((entry) => ({ ...entry }))
    },
  }
}
