import type { AdminOrder, AdminOrderEmail } from '#shared/contracts/admin-orders'

/** The last message of each kind: whether the buyer's e-mails went out. */
export function latestPerKind(emails: readonly AdminOrderEmail[]): AdminOrderEmail[] {
  const latest = new Map<AdminOrderEmail['kind'], AdminOrderEmail>()
  for (const email of emails) latest.set(email.kind, email)
  return [...latest.values()]
}

/**
 * A message to the buyer that the mail server refused, and not sent since: the one mail state the order's
 * card shows without 'Details' (decision 041). Held mail ('niet verzonden') is the whole shop's state, which
 * the notice above every admin page tells once.
 */
export function hasFailedEmail(order: Pick<AdminOrder, 'emails'>): boolean {
  return latestPerKind(order.emails).some((email) => email.status === 'failed')
}
