import type { HeldOrder, ShippingPage } from '#shared/contracts/shipping'

export type KnownShippable = { token: string; held: HeldOrder[] }

/**
 * What /verzending lists of the order pages this tab knows: only cards that can be shipped now, each
 * held order of a page's shipping part (decision 022: a paid live opening, a battle's prize, within
 * its 45 days). A page with nothing held (a payment that failed, a Pack Battle spot, a parcel on its
 * way, a lapsed order) is left out, so the list never offers what cannot be sent (decision 058). An
 * e-mail link reaches every held order of its address, so an order two pages reach is listed once,
 * under the first.
 */
export function knownShippable(pages: readonly { token: string; page: Pick<ShippingPage, 'held'> | undefined }[]): KnownShippable[] {
  const listed = new Set<number>()
  const result: KnownShippable[] = []
  for (const { token, page } of pages) {
    const held = (page?.held ?? []).filter((order) => !listed.has(order.orderId))
    for (const order of held) listed.add(order.orderId)
    if (held.length > 0) result.push({ token, held })
  }
  return result
}
