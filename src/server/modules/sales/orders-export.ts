import type { AdminOrder } from '#shared/contracts/admin-orders'
import { centsToEuroNumber } from '#shared/domain/money'
import { countryLabel, type Country } from '#shared/domain/shipping'
import { shopClockAsUtc } from '#shared/domain/shop-time'
import { buildSheets } from '#server/platform/xlsx'

const statusLabel: Record<string, string> = {
  pending: 'In wachtrij',
  completed: 'Afgerond',
  failed: 'Betaling niet voltooid',
  cancelled: 'Geannuleerd',
}
const shippingLabel: Record<string, string> = { live: 'Live opening', postnl: 'PostNL' }
const EURO_FORMAT = '"€" #,##0.00'

/**
 * Excel has no time zones: a cell shows the clock time it holds. So the Amsterdam wall-clock time
 * of the moment is written as if it were UTC, which is how exceljs stores dates.
 */
export function amsterdamWallClock(iso: string): Date {
  return shopClockAsUtc(new Date(iso))
}

export type ExportOrder = AdminOrder & { paymentId: string }

/** The sheet of orders whose payment the bank took back (decision 052, amended). */
const CHARGED_BACK_SHEET = 'Teruggeboekt door de bank'

const columns = [
  { header: 'Datum en tijd', key: 'date', width: 18, style: { numFmt: 'dd-mm-yyyy hh:mm' } },
  { header: 'Status', key: 'status', width: 22 },
  { header: 'TikTok gebruikersnaam', key: 'tiktokUsername', width: 24 },
  { header: 'Product', key: 'product', width: 36 },
  { header: 'Aantal', key: 'quantity', width: 8 },
  { header: 'Stukprijs', key: 'unitPrice', width: 12, style: { numFmt: EURO_FORMAT } },
  { header: 'Totaal', key: 'total', width: 12, style: { numFmt: EURO_FORMAT } },
  { header: 'Punten', key: 'points', width: 8 },
  { header: 'Verzendmethode', key: 'shippingMethod', width: 16 },
  { header: 'Verzendkosten', key: 'shippingCost', width: 14, style: { numFmt: EURO_FORMAT } },
  { header: 'Naam', key: 'name', width: 24 },
  { header: 'E-mail', key: 'email', width: 28 },
  { header: 'Straat en huisnummer', key: 'address', width: 28 },
  { header: 'Postcode', key: 'postalCode', width: 10 },
  { header: 'Stad', key: 'city', width: 18 },
  { header: 'Land', key: 'country', width: 12 },
]

/**
 * bestellingen.xlsx (decision 008): one row per order. A checkout's shipping cost is counted once, on its
 * first order, so the column adds up to what buyers paid for shipping. The first sheet holds the sales;
 * the orders of a payment the bank took back (opened before it did, so still completed) are no sale
 * and stand apart on a second sheet, 'Teruggeboekt door de bank', there only when there are any
 * (decision 052, amended).
 */
export function buildOrdersWorkbook(orders: ExportOrder[]): Promise<Buffer> {
  const sales = orders.filter((order) => !order.chargedBack)
  const takenBack = orders.filter((order) => order.chargedBack)
  return buildSheets([
    { name: 'Bestellingen', columns, rows: toRows(sales) },
    ...(takenBack.length > 0 ? [{ name: CHARGED_BACK_SHEET, columns, rows: toRows(takenBack) }] : []),
  ])
}

function toRows(orders: ExportOrder[]) {
  const shippingCounted = new Set<string>()
  return orders.map((order) => {
    const firstOfPayment = !shippingCounted.has(order.paymentId)
    shippingCounted.add(order.paymentId)
    const status = statusLabel[order.status] ?? order.status
    return {
      date: amsterdamWallClock(order.paidAt ?? order.createdAt),
      status: order.chargedBack ? `${status}, teruggeboekt door de bank` : status,
      tiktokUsername: order.tiktokUsername,
      product: order.productName,
      quantity: order.quantity,
      unitPrice: centsToEuroNumber(order.unitPrice),
      total: centsToEuroNumber(order.totalCents),
      points: order.points,
      shippingMethod: shippingLabel[order.shippingMethod] ?? order.shippingMethod,
      shippingCost: firstOfPayment ? centsToEuroNumber(order.shippingCost) : 0,
      name: order.shippingInfo.name,
      email: order.email,
      address: order.shippingInfo.address,
      postalCode: order.shippingInfo.postalCode,
      city: order.shippingInfo.city,
      country: countryLabel[order.shippingInfo.country as Country] ?? order.shippingInfo.country,
    }
  })
}
