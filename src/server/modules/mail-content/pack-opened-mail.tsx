import { Heading, Link, Text } from '@react-email/components'
import { packOpenedOnStreamText } from '#shared/domain/openings'
import { heldUntilText } from '#shared/domain/shipping-window'
import { BuyerText } from './buyer-text'
import { greetingName } from './greeting-name'
import { MailLayout } from './mail-layout'
import { OrderPageButton } from './order-page-button'
import { shopUrl, type MailSite } from './mail-site'
import { styles } from './mail-style'

export type PackOpened = {
  firstName: string
  tiktokUsername: string
  productName: string
  quantity: number
  orderPageUrl: string
  /** Opened during a live: the tap's moment (ISO), said in the mail (decision 061); undefined otherwise. */
  openedOnStreamAt?: string | undefined
  /** Live openings only: the last day the opened cards are kept, 'YYYY-MM-DD' (product.md 2.7, heldUntil). */
  heldUntilDay: string | undefined
}

export const packOpenedSubject = 'Je pack is geopend'

/** Sent when the seller marks an order completed in the queue (product.md 4). */
export function PackOpenedMail({ site, order }: { site: MailSite; order: PackOpened }) {
  return (
    <MailLayout site={site} preview={`${order.quantity} × ${order.productName} is geopend`}>
      <Heading style={styles.heading}>Je pack is geopend</Heading>
      <Text style={styles.text}>
        Hoi <BuyerText text={greetingName(order.firstName, order.tiktokUsername)} />,
      </Text>
      <Text style={styles.text}>
        Je bestelling {order.quantity} × {order.productName} voor{' '}
        <strong>
          <BuyerText text={`@${order.tiktokUsername}`} />
        </strong>{' '}
        is zojuist geopend. Op je bestelpagina zie je hoe het verder gaat.
      </Text>
      {order.openedOnStreamAt ? <Text style={styles.text}>{packOpenedOnStreamText(order.openedOnStreamAt)}</Text> : null}
      {order.heldUntilDay ? (
        <Text style={styles.notice}>
          {heldUntilText(order.heldUntilDay)}. Wil je ze thuis ontvangen? Vraag de verzending aan via je bestelpagina;
          hoe dat werkt lees je in ons{' '}
          <Link href={shopUrl(site, '/shipping-policy')} style={styles.link}>
            verzendbeleid
          </Link>
          .
        </Text>
      ) : null}
      <OrderPageButton url={order.orderPageUrl} />
    </MailLayout>
  )
}
