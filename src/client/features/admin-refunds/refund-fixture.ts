import type { Refund } from '#shared/contracts/admin-refunds'

/** A refund as GET /api/admin/refunds answers it: owed, € 12,50, through the provider. */
export function refund(id: number, overrides: Partial<Refund> = {}): Refund {
  return {
    id,
    paymentId: `pay-${id}`,
    orderId: null,
    reason: 'battle_closed',
    description: 'Pack Battle "Zondag Battle", plek 4',
    amountCents: 1250,
    refundCents: null,
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
