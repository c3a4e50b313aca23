import type { Refund, RefundAttempt } from '#shared/contracts/admin-refunds'

/**
 * A refund as GET /api/admin/refunds answers it: owed, € 12,50, through the provider, nothing started.
 * The amounts are the server's (decision 052); a test that overrides one overrides the others to match.
 */
export function refund(id: number, overrides: Partial<Refund> = {}): Refund {
  return {
    id,
    paymentId: `pay-${id}`,
    orderId: null,
    reason: 'battle_closed',
    description: 'Pack Battle "Zondag Battle", plek 4',
    amountCents: 1250,
    refundedCents: 0,
    inFlightCents: 0,
    chargedBackCents: 0,
    remainingCents: 1250,
    awaitingProvider: false,
    attempts: [],
    status: 'owed',
    provider: null,
    lastError: null,
    refundable: true,
    honourable: false,
    tiktokUsername: 'anna',
    email: 'anna@example.com',
    createdAt: '2025-03-01T12:00:00.000Z',
    startedAt: null,
    refundedAt: null,
    ...overrides,
  }
}

/** One attempt to pay back (part of) a refund, as the refund lists it: € 12,50, paid back. */
export function attempt(id: number, overrides: Partial<RefundAttempt> = {}): RefundAttempt {
  return { id, amountCents: 1250, status: 'refunded', lastError: null, createdAt: '2025-03-02T12:00:00.000Z', ...overrides }
}
