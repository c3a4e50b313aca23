import { Heading, Section, Text } from '@react-email/components'
import { formatEuro } from '#shared/domain/money'
import { BuyerText } from './buyer-text'
import { greetingName } from './greeting-name'
import { MailLayout } from './mail-layout'
import type { MailSite } from './mail-site'
import { styles } from './mail-style'
import { OrderPageButton } from './order-page-button'

/**
 * Why an order or a Pack Battle spot was cancelled (decision 028): the seller cancelled an order
 * before its pack was opened, or a paid spot could not be kept (the battle was closed or deleted, the
 * reservation had run out, or the seller freed the spot).
 */
export type CancellationReason = 'order_cancelled' | 'battle_closed' | 'late_payment' | 'participant_removed' | 'battle_deleted'

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

/** Every reason but the seller's cancellation is a Pack Battle spot that could not be kept. */
const isSpot = (reason: CancellationReason) => reason !== 'order_cancelled'

export const orderCancelledSubject = (reason: CancellationReason) =>
  isSpot(reason) ? 'Je plek in de Pack Battle is vervallen' : 'Je bestelling is geannuleerd'

const reasonSentence: Record<CancellationReason, string> = {
  order_cancelled: 'De verkoper heeft je bestelling geannuleerd voordat je pack is geopend.',
  battle_closed: 'Je betaling kwam binnen nadat de Pack Battle was gesloten.',
  late_payment: 'Je betaling kwam binnen nadat je reservering was verlopen.',
  participant_removed: 'De verkoper heeft je plek vrijgegeven.',
  battle_deleted: 'De Pack Battle is geannuleerd.',
}

/**
 * Sent when an order is cancelled or a paid Pack Battle spot cannot be kept (decision 028): what was
 * cancelled, why, and that the amount comes back the way it was paid within 5 working days (the refund
 * page, product.md 2.7), while the points it earned are taken back.
 */
export function OrderCancelledMail({ site, order }: { site: MailSite; order: OrderCancelled }) {
  const subject = orderCancelledSubject(order.reason)
  return (
    <MailLayout site={site} preview={`${subject}: je krijgt ${formatEuro(order.amountCents)} terug`}>
      <Heading style={styles.heading}>{subject}</Heading>
      <Text style={styles.text}>
        Hoi <BuyerText text={greetingName(order.firstName, order.tiktokUsername)} />,
      </Text>
      <Text style={styles.text}>
        {isSpot(order.reason) ? 'Deze plek in de Pack Battle kun je helaas niet houden:' : 'Deze bestelling is geannuleerd:'}
      </Text>
      <Section style={styles.lines}>
        <Text style={styles.line}>
          {order.description}: {formatEuro(order.amountCents)}
        </Text>
      </Section>
      <Text style={styles.text}>{reasonSentence[order.reason]}</Text>
      <Text style={styles.notice}>
        Je krijgt <strong>{formatEuro(order.amountCents)}</strong> terug, binnen 5 werkdagen op dezelfde manier als je
        hebt betaald. De punten die je hiermee had verdiend, trekken we weer af.
      </Text>
      <Text style={styles.text}>Op je bestelpagina zie je waar je bestelling staat:</Text>
      <OrderPageButton url={order.orderPageUrl} />
    </MailLayout>
  )
}
