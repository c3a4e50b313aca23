import { Heading, Link, Section, Text } from '@react-email/components'
import { formatEuro } from '#shared/domain/money'
import type { ShippingMethod } from '#shared/domain/shipping'
import { heldUntilText } from '#shared/domain/shipping-window'
import { formatInShopTime } from '#shared/domain/shop-time'
import { BuyerText } from './buyer-text'
import { greetingName } from './greeting-name'
import { MailLayout } from './mail-layout'
import { OrderPageButton } from './order-page-button'
import { shippingMethodLabel } from './mail-format'
import { shopUrl, type MailSite } from './mail-site'
import { styles } from './mail-style'

export type OrderConfirmation = {
  firstName: string
  tiktokUsername: string
  /** The order number the buyer quotes and types in the withdrawal function (decision 039): '3F2A9C1B'. */
  orderNumber: string
  paidAt: Date
  lines: { productName: string; quantity: number; unitPriceCents: number }[]
  /** A Pack Battle spot bought in the shop (decision 023): it joins no queue and has no shipping. */
  battleSpot?: boolean
  shippingMethod: ShippingMethod
  shippingCostCents: number
  totalCents: number
  orderPageUrl: string
  /** Live openings only: the last day the opened cards are kept, 'YYYY-MM-DD' (product.md 2.7, heldUntil). */
  heldUntilDay: string | undefined
}

export const orderConfirmationSubject = (site: MailSite) => `Bestelbevestiging ${site.shopName}`

/** The 'Bestelbevestiging', sent once a payment is paid: what was bought, for how much, and what happens next. */
export function OrderConfirmationMail({ site, order }: { site: MailSite; order: OrderConfirmation }) {
  return (
    <MailLayout site={site} preview={`Bedankt voor je bestelling: ${formatEuro(order.totalCents)} betaald`}>
      <Heading style={styles.heading}>Bestelbevestiging</Heading>
      <Text style={styles.text}>
        Hoi <BuyerText text={greetingName(order.firstName, order.tiktokUsername)} />,
      </Text>
      {order.battleSpot ? (
        <Text style={styles.text}>
          Bedankt voor je bestelling! We hebben je betaling op {formatInShopTime(order.paidAt, 'dateAndTime')} ontvangen. Je plek in de
          Pack Battle staat op je TikTok gebruikersnaam{' '}
          <strong>
            <BuyerText text={`@${order.tiktokUsername}`} />
          </strong>
          .
        </Text>
      ) : (
        <Text style={styles.text}>
          Bedankt voor je bestelling! We hebben je betaling op {formatInShopTime(order.paidAt, 'dateAndTime')} ontvangen. Je bestelling
          staat in de wachtrij onder je TikTok gebruikersnaam{' '}
          <strong>
            <BuyerText text={`@${order.tiktokUsername}`} />
          </strong>
          .
        </Text>
      )}
      <Section style={styles.lines}>
        <Text style={styles.line}>Bestelnummer: {order.orderNumber}</Text>
        {order.lines.map((line, index) => (
          <Text key={index} style={styles.line}>
            {line.quantity} × {line.productName}: {formatEuro(line.unitPriceCents * line.quantity)}
            {line.quantity > 1 ? ` (${formatEuro(line.unitPriceCents)} per stuk)` : ''}
          </Text>
        ))}
        {order.battleSpot ? null : (
          <Text style={styles.line}>
            Verzending, {shippingMethodLabel[order.shippingMethod]}: {formatEuro(order.shippingCostCents)}
          </Text>
        )}
        <Text style={{ ...styles.line, fontWeight: 700 }}>Totaal: {formatEuro(order.totalCents)}</Text>
      </Section>
      {order.heldUntilDay ? (
        <Text style={styles.notice}>
          Je pack wordt live geopend. {heldUntilText(order.heldUntilDay)}. Wil je ze
          thuis ontvangen? Vraag de verzending aan via je bestelpagina; hoe dat werkt en wat het kost lees je in ons{' '}
          <Link href={shopUrl(site, '/shipping-policy')} style={styles.link}>
            verzendbeleid
          </Link>
          .
        </Text>
      ) : null}
      <Text style={styles.text}>Op je bestelpagina zie je waar je bestelling staat:</Text>
      <OrderPageButton url={order.orderPageUrl} />
      {order.battleSpot ? null : (
        <Text style={styles.text}>
          Bedenk je je? Via{' '}
          <Link href={`${order.orderPageUrl}/herroepen`} style={styles.link}>
            Overeenkomst herroepen
          </Link>{' '}
          laat je ons weten dat je de overeenkomst herroept.
        </Text>
      )}
    </MailLayout>
  )
}
