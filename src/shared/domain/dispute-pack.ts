import type { RefundStatus } from '../contracts/admin-refunds'
import type { DisputePack } from '../contracts/dispute-pack'
import type { WithdrawalDecision } from '../contracts/withdrawals'
import { formatEuro } from './money'
import { refundReasonLabel } from './refund-reasons'
import { chapterName, openingDurationSeconds, replayLinkText } from './openings'
import { formatInShopTime, formatShopDay } from './shop-time'
import { countryLabel, type Country } from './shipping'

/**
 * The evidence pack for a dispute (decision 063) in the seller's Dutch, as sections of lines: the page
 * shows them and the PDF prints them, so both say the same. A section the server adds to the pack gets
 * its lines here.
 */
export type PackLine = { label: string; value: string; href?: string }
export type PackSection = { id: string; title: string; lines: PackLine[]; note?: string }

/** The pack's title: 'Bewijsdossier bestelling 3F2A9C1B'. */
export const disputePackTitle = (orderNumber: string) => `Bewijsdossier bestelling ${orderNumber}`

/** The file the seller attaches: 'bewijsdossier-3F2A9C1B-42.pdf' (the order's own id: a checkout may hold several). */
export const disputePackFileName = (orderNumber: string, orderId: number) => `bewijsdossier-${orderNumber}-${orderId}.pdf`

const at = (moment: string) => formatInShopTime(moment, 'moment')
/**
 * '29 nov 2026, 21:14:05': an opening's moment to the second. The shop's zone is a whole number of
 * minutes from UTC, so the seconds are UTC's.
 */
export const toTheSecond = (moment: string) =>
  `${formatInShopTime(moment, 'moment')}:${String(new Date(moment).getUTCSeconds()).padStart(2, '0')}`

const orderStatusText: Record<string, string> = {
  awaiting_payment: 'Wacht op betaling',
  pending: 'Betaald, in de wachtrij',
  completed: 'Afgerond',
  failed: 'Betaling niet voltooid',
  cancelled: 'Geannuleerd',
}

const paymentStatusText: Record<string, string> = {
  open: 'Open',
  paid: 'Betaald',
  failed: 'Mislukt',
  canceled: 'Geannuleerd',
  expired: 'Verlopen',
  charged_back: 'Teruggeboekt door de bank',
}

const providerText: Record<string, string> = {
  mollie: 'Mollie',
  demo: 'Demo (geen echt geld)',
  manual: 'Door de verkoper aangemaakt (geen betaling)',
  prize: 'Prijs van een Pack Battle (geen betaling)',
}

const refundStatusText: Record<RefundStatus, string> = {
  owed: 'nog terug te betalen',
  pending: 'onderweg',
  refunded: 'terugbetaald',
  failed: 'terugbetaling mislukt, nog open',
  charged_back: 'teruggeboekt door de bank',
}

const shipmentStatusText: Record<string, string> = {
  awaiting_payment: 'Wacht op betaling van de verzendkosten',
  to_pack: 'Klaar om in te pakken, nog niet verzonden',
  shipped: 'Verzonden',
  cancelled: 'Geannuleerd',
}

const withdrawalDecisionText: Record<WithdrawalDecision, string> = {
  open: 'Nog niet besloten',
  granted: 'Toegekend',
  refused: 'Geweigerd',
}

const countryText = (country: string) => countryLabel[country as Country] ?? country

/** '2 min 14 s', '45 s'. */
function durationText(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  return minutes === 0 ? `${rest} s` : `${minutes} min ${rest} s`
}

function orderSection({ order, payment }: DisputePack): PackSection {
  const lines: PackLine[] = [
    { label: 'Bestelnummer', value: order.orderNumber },
    { label: 'Bestelling in de shop', value: `#${order.id}` },
    { label: 'TikTok-naam', value: order.tiktokUsername },
    { label: 'Besteld op', value: at(order.createdAt) },
  ]
  if (order.paidAt) lines.push({ label: 'Betaald op', value: at(order.paidAt) })
  if (order.completedAt) lines.push({ label: 'Afgerond op', value: at(order.completedAt) })
  if (order.cancelledAt) lines.push({ label: 'Geannuleerd op', value: at(order.cancelledAt) })
  lines.push({ label: 'Status', value: orderStatusText[order.status] ?? order.status })
  lines.push({ label: 'Verzendmethode', value: payment.shippingMethod === 'postnl' ? 'Verzenden met PostNL' : 'Openen tijdens de live' })
  return { id: 'order', title: 'Bestelling', lines }
}

function productsSection({ order, lines: orders, payment }: DisputePack): PackSection {
  const lines: PackLine[] = orders.map((line) => ({
    label: `${line.quantity}× ${line.productName}${line.orderId === order.id && orders.length > 1 ? ' (deze bestelling)' : ''}`,
    value:
      line.quantity > 1
        ? `${formatEuro(line.unitPriceCents * line.quantity)} (${line.quantity} × ${formatEuro(line.unitPriceCents)})`
        : formatEuro(line.unitPriceCents),
  }))
  if (payment.shippingCostCents > 0) lines.push({ label: 'Verzendkosten', value: formatEuro(payment.shippingCostCents) })
  lines.push({ label: 'Totaal van de betaling', value: formatEuro(payment.amountCents) })
  const note = orders.length > 1 ? 'De betaling dekt alle bestellingen hierboven, in één afrekening.' : undefined
  return { id: 'products', title: 'Producten en bedragen', lines, ...(note ? { note } : {}) }
}

function buyerSection({ buyer }: DisputePack): PackSection {
  if (buyer.anonymised) {
    return { id: 'buyer', title: 'Koper', lines: [], note: 'De persoonsgegevens zijn na de bewaartermijn gewist.' }
  }
  return {
    id: 'buyer',
    title: 'Koper',
    lines: [
      { label: 'Naam', value: buyer.name || '—' },
      { label: 'E-mail', value: buyer.email || '—' },
      { label: 'Adres', value: buyer.street || '—' },
      { label: 'Postcode en plaats', value: `${buyer.postalCode} ${buyer.city}`.trim() || '—' },
      { label: 'Land', value: countryText(buyer.country) },
    ],
  }
}

function paymentSection({ payment }: DisputePack): PackSection {
  const lines: PackLine[] = [{ label: 'Betaald via', value: providerText[payment.provider] ?? payment.provider }]
  if (payment.providerPaymentId) {
    lines.push({ label: payment.provider === 'mollie' ? 'Betaling-id bij Mollie' : 'Betaling-id', value: payment.providerPaymentId })
  }
  lines.push({ label: 'Bedrag', value: formatEuro(payment.amountCents) })
  lines.push({ label: 'Afrekening gestart op', value: at(payment.createdAt) })
  if (payment.settledAt) lines.push({ label: payment.status === 'paid' || payment.status === 'charged_back' ? 'Betaald op' : 'Afgesloten op', value: at(payment.settledAt) })
  lines.push({ label: 'Status', value: paymentStatusText[payment.status] ?? payment.status })
  if (payment.lateStatus) lines.push({ label: 'Later gemeld door de provider', value: paymentStatusText[payment.lateStatus] ?? payment.lateStatus })
  for (const refund of payment.refunds) {
    const parts = [`${formatEuro(refund.amountCents)} ${refundStatusText[refund.status]}`]
    if (refund.refundedCents > 0 && refund.refundedCents < refund.amountCents) parts.push(`${formatEuro(refund.refundedCents)} terugbetaald`)
    if (refund.chargedBackCents > 0 && refund.chargedBackCents < refund.amountCents) parts.push(`${formatEuro(refund.chargedBackCents)} teruggeboekt`)
    parts.push(refund.refundedAt ? `op ${at(refund.refundedAt)}` : `sinds ${at(refund.createdAt)}`)
    lines.push({ label: `Terugbetaling: ${refundReasonLabel[refund.reason]}`, value: `${refund.description} · ${parts.join(' · ')}` })
  }
  for (const chargeback of payment.chargebacks) {
    const reason = chargeback.reason ? ` · reden: ${chargeback.reason}` : ''
    const reversed = chargeback.reversedAt ? ` · teruggedraaid op ${at(chargeback.reversedAt)}` : ''
    lines.push({ label: 'Terugboeking door de bank', value: `${formatEuro(chargeback.amountCents)} op ${at(chargeback.chargedBackAt)}${reason}${reversed}` })
  }
  const quiet = payment.refunds.length === 0 && payment.chargebacks.length === 0
  return { id: 'payment', title: 'Betaling', lines, ...(quiet ? { note: 'Geen terugbetalingen of terugboekingen.' } : {}) }
}

/** Why an order has no opening on stream, plainly. */
function noOpeningNote({ order }: DisputePack): string {
  if (order.battleSpot) return 'Een plek in een Pack Battle: er wordt geen pack voor geopend.'
  if (order.status === 'completed') return 'Niet tijdens een live geopend: de shop heeft geen moment op stream vastgelegd.'
  if (order.status === 'pending') return 'Nog niet geopend: de bestelling staat in de wachtrij.'
  return 'Niet geopend.'
}

function openingSection(pack: DisputePack): PackSection {
  const { opening } = pack
  const title = 'Opening op stream'
  if (!opening) return { id: 'opening', title, lines: [], note: noOpeningNote(pack) }
  const duration = openingDurationSeconds(opening.startedAt, opening.tappedAt)
  const lines: PackLine[] = [{ label: 'Live gestart om', value: toTheSecond(opening.sessionStartedAt) }]
  lines.push({ label: "'Nu aan de beurt' om", value: opening.startedAt ? toTheSecond(opening.startedAt) : 'Niet vastgelegd' })
  lines.push({ label: "'Afronden' getikt om", value: toTheSecond(opening.tappedAt) })
  if (duration !== null) lines.push({ label: 'Duur van de opening', value: durationText(duration) })
  if (opening.replay) {
    lines.push({ label: 'Opname', value: replayLinkText(opening.replay, opening.tappedAt, duration), href: opening.replay.url })
    lines.push({ label: 'Link naar de opname', value: opening.replay.url })
  } else {
    lines.push({ label: 'Opname', value: 'Nog geen opname ingesteld' })
  }
  return { id: 'opening', title, lines }
}

/**
 * What OBS said at the opening (decision 062): where it is in the recording and in the stream, and the
 * chapter that names it, as a help to find it; the shop's own moments above stay the truth.
 */
function recordingSection({ recording, order }: DisputePack): PackSection {
  const title = 'Tijdcodes uit OBS'
  if (!recording) return { id: 'recording', title, lines: [], note: 'Geen tijdcodes van OBS ontvangen.' }
  const { start, end } = recording
  const timecode = (value: string | null | undefined, running: string) => (value === undefined ? 'Niet ontvangen' : (value ?? running))
  const lines: PackLine[] = [
    { label: 'Opname bij de start', value: timecode(start?.recordTimecode, 'OBS nam niet op') },
    { label: 'Opname bij afronden', value: timecode(end?.recordTimecode, 'OBS nam niet op') },
    { label: 'Stream bij de start', value: timecode(start?.streamTimecode, 'OBS streamde niet') },
    { label: 'Stream bij afronden', value: timecode(end?.streamTimecode, 'OBS streamde niet') },
    { label: 'Hoofdstuk in de opname', value: start?.chapterMarked ? chapterName(order) : 'Niet gemarkeerd' },
  ]
  return { id: 'recording', title, lines }
}

/** Why nothing was shipped, with where a live order's cards are (decision 022). */
function noShipmentNote({ cardsKept }: DisputePack): string {
  const lastDay = cardsKept?.lastDay ? formatShopDay(cardsKept.lastDay) : undefined
  if (cardsKept?.state === 'held') {
    return `Geen verzending. De kaarten worden voor de koper bewaard${lastDay ? ` tot ${lastDay}` : ''}; de koper kan verzending aanvragen.`
  }
  if (cardsKept?.state === 'lapsed') {
    return `Geen verzending. De koper vroeg geen verzending aan binnen de bewaartermijn${lastDay ? `, die afliep op ${lastDay}` : ''}.`
  }
  return 'Geen verzending.'
}

function shipmentSection(pack: DisputePack): PackSection {
  const { shipment } = pack
  const title = 'Verzending'
  if (!shipment) return { id: 'shipment', title, lines: [], note: noShipmentNote(pack) }
  const lines: PackLine[] = [
    { label: 'Vervoerder', value: 'PostNL' },
    { label: 'Pakket', value: shipment.reference },
    { label: 'Status', value: shipment.held ? 'Vastgehouden na een terugboeking' : (shipmentStatusText[shipment.status] ?? shipment.status) },
  ]
  if (shipment.readyAt) lines.push({ label: 'Op de verzendtafel sinds', value: at(shipment.readyAt) })
  if (shipment.shippedAt) lines.push({ label: 'Verzonden op', value: at(shipment.shippedAt) })
  lines.push({ label: 'Track & trace', value: shipment.trackingCode ?? 'Nog geen code' })
  if (shipment.trackingUrl) lines.push({ label: 'Volgen bij PostNL', value: shipment.trackingUrl, href: shipment.trackingUrl })
  return { id: 'shipment', title, lines }
}

function withdrawalSection({ withdrawal }: DisputePack): PackSection {
  const title = 'Herroeping'
  if (!withdrawal) return { id: 'withdrawal', title, lines: [], note: 'Geen herroeping ontvangen.' }
  const lines: PackLine[] = [
    { label: 'Verklaring ontvangen op', value: at(withdrawal.receivedAt) },
    { label: 'Besluit', value: withdrawalDecisionText[withdrawal.decision] },
  ]
  if (withdrawal.decidedAt) lines.push({ label: 'Besloten op', value: at(withdrawal.decidedAt) })
  if (withdrawal.refusalReason) lines.push({ label: 'Reden van weigering', value: withdrawal.refusalReason })
  return { id: 'withdrawal', title, lines }
}

/** Every section of the pack, in the order a dispute reads it: what, who, the money, the opening and where the recording has it, the parcel. */
export function disputePackSections(pack: DisputePack): PackSection[] {
  return [orderSection, productsSection, buyerSection, paymentSection, openingSection, recordingSection, shipmentSection, withdrawalSection].map((section) => section(pack))
}

/** The line under the title: when the pack was made. */
export const disputePackMadeAt = (pack: Pick<DisputePack, 'madeAt'>) => `Opgesteld op ${at(pack.madeAt)} (Nederlandse tijd)`
