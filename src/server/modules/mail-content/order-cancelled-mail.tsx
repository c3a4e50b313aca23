import { Heading, Section, Text } from '@react-email/components'
import type { RefundReason } from '#shared/contracts/admin-refunds'
import { buyerRefundReasonTexts } from '#shared/contracts/messages'
import { formatEuro } from '#shared/domain/money'
import { BuyerText } from './buyer-text'
import { greetingName } from './greeting-name'
import { MailLayout } from './mail-layout'
import type { MailSite } from './mail-site'
import { styles } from './mail-style'
import { OrderPageButton } from './order-page-button'

/**
 * Why an order, a Pack Battle spot or a shipping request was cancelled (decision 028, 036, 039): the
 * seller cancelled an order before its pack was opened, a paid spot could not be kept (the battle was
 * closed or deleted, the reservation had run out, or the seller freed the spot), the seller cancelled
 * a paid shipping request before its parcel went out, or granted the buyer's withdrawal.
 */
export type CancellationReason = RefundReason

export type OrderCancelled = {
  firstName: string
  tiktokUsername: string
  /** What was cancelled, as the sales module names it: '2× Booster Box – Nachtvlam', 'Pack Battle "Zondag", plek 4'. */
  description: string
  /** What is paid back. */
  amountCents: number
  reason: CancellationReason
  orderPageUrl: string
}

type Cancelled = 'order' | 'spot' | 'shipment' | 'withdrawal'

const cancelledOf = (reason: CancellationReason): Cancelled => {
  if (reason === 'order_cancelled') return 'order'
  if (reason === 'shipment_cancelled') return 'shipment'
  if (reason === 'withdrawal') return 'withdrawal'
  return 'spot'
}

const subjects: Record<Cancelled, string> = {
  order: 'Je bestelling is geannuleerd',
  spot: 'Je plek in de Pack Battle is vervallen',
  shipment: 'Je verzending is geannuleerd',
  withdrawal: 'Je herroeping is toegekend',
}

const introductions: Record<Cancelled, string> = {
  order: 'Deze bestelling is geannuleerd:',
  spot: 'Deze plek in de Pack Battle kun je helaas niet houden:',
  shipment: 'Deze verzending is geannuleerd:',
  withdrawal: 'Voor deze bestelling is je herroeping toegekend:',
}

export const orderCancelledSubject = (reason: CancellationReason) => subjects[cancelledOf(reason)]

/** What a cancelled shipping request leaves the buyer, after why it was cancelled. */
const heldAgainSentence =
  'Je kaarten blijven voor je bewaard: op je bestelpagina kun je opnieuw verzending aanvragen zolang de bewaartermijn loopt.'

/**
 * Sent when an order is cancelled, a paid Pack Battle spot cannot be kept (decision 028) or a paid
 * shipping request is cancelled (decision 036): what was cancelled, why, and that the amount comes back
 * the way it was paid within 5 working days (the refund page, product.md 2.7), while the points an
 * order or a spot earned are taken back (a shipping fee earned none).
 */
export function OrderCancelledMail({ site, order }: { site: MailSite; order: OrderCancelled }) {
  const cancelled = cancelledOf(order.reason)
  const subject = subjects[cancelled]
  return (
    <MailLayout site={site} preview={`${subject}: je krijgt ${formatEuro(order.amountCents)} terug`}>
      <Heading style={styles.heading}>{subject}</Heading>
      <Text style={styles.text}>
        Hoi <BuyerText text={greetingName(order.firstName, order.tiktokUsername)} />,
      </Text>
      <Text style={styles.text}>
        {introductions[cancelled]}
      </Text>
      <Section style={styles.lines}>
        <Text style={styles.line}>
          {order.description}: {formatEuro(order.amountCents)}
        </Text>
      </Section>
      <Text style={styles.text}>
        {buyerRefundReasonTexts[order.reason]}
        {cancelled === 'shipment' ? ` ${heldAgainSentence}` : ''}
      </Text>
      <Text style={styles.notice}>
        Je krijgt <strong>{formatEuro(order.amountCents)}</strong> terug, binnen 5 werkdagen op dezelfde manier als je
        hebt betaald.{cancelled === 'shipment' ? '' : ' De punten die je hiermee had verdiend, trekken we weer af.'}
      </Text>
      <Text style={styles.text}>Op je bestelpagina zie je waar je bestelling staat:</Text>
      <OrderPageButton url={order.orderPageUrl} />
    </MailLayout>
  )
}
