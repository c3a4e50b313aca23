/**
 * An expected failure, in the shop's words rather than HTTP's (decision 048): a service says what kind
 * of refusal it is and the Dutch message for the person who caused it; `refusalStatus` is the one place
 * that turns a kind into an HTTP status. A service returns a refusal as a result (`refused(...)`) where
 * its caller branches on it, or throws a `Refusal` where the only caller is a route that answers it;
 * the error handler (errors.ts) answers a thrown one with the same status and `{message}`.
 */
export const refusalStatus = {
  /** The request itself is wrong: a missing or impossible field. */
  invalid: 400,
  /** Not allowed from here (another site's page). */
  forbidden: 403,
  /** What the request names does not exist (any more). */
  not_found: 404,
  /** The shop's state does not allow it now: sold out, already decided, already paid. */
  conflict: 409,
  /** The request is larger than the shop takes. */
  too_large: 413,
  /** Too many tries: the caller waits and tries again. */
  too_many: 429,
  /** The payment provider or another outside service did not do its part. */
  provider_failed: 502,
} as const

export type RefusalKind = keyof typeof refusalStatus

/** A refusal thrown by a service; the error handler answers it with its status and message. */
export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
  ) {
    super(message)
    this.name = 'Refusal'
  }

  get statusCode(): number {
    return refusalStatus[this.kind]
  }
}

/** A refusal returned as a result, for a caller that branches on it. */
export type Refused<Kind extends RefusalKind = RefusalKind> = { ok: false; kind: Kind; message: string }

export function refused<Kind extends RefusalKind>(kind: Kind, message: string): Refused<Kind> {
  return { ok: false, kind, message }
}
