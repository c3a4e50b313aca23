import { Heading, Link, Text } from '@react-email/components'
import { formatEuro } from '#shared/domain/money'
import { formatInShopTime } from '#shared/domain/shop-time'
import { BuyerText } from './buyer-text'
import { MailLayout } from './mail-layout'
import { type MailSite } from './mail-site'
import { styles } from './mail-style'

export type OrderLink = { paidAt: Date; tiktokUsername: string; totalCents: number; orderPageUrl: string }

export const orderLinksSubject = (site: MailSite) => `Je bestellingen bij ${site.shopName}`

/** The answer to the link-again form: one message listing the order pages of the address. */
export function OrderLinksMail({ site, links }: { site: MailSite; links: OrderLink[] }) {
  return (
    <MailLayout site={site} preview="De links naar je bestelpagina's">
      <Heading style={styles.heading}>Je bestellingen</Heading>
      <Text style={styles.text}>
        Je vroeg om de links naar je bestellingen. Hier zijn ze, de nieuwste eerst. Elke link opent de pagina van die
        bestelling.
      </Text>
      {links.map((link) => (
        <Text key={link.orderPageUrl} style={styles.text}>
          <Link href={link.orderPageUrl} style={styles.link}>
            Bestelling van {formatInShopTime(link.paidAt, 'dateAndTime')}
          </Link>{' '}
          voor <BuyerText text={`@${link.tiktokUsername}`} />, {formatEuro(link.totalCents)}
          <br />
          <span style={styles.muted}>{link.orderPageUrl}</span>
        </Text>
      ))}
      <Text style={styles.muted}>Heb je deze e-mail niet aangevraagd? Dan kun je hem negeren.</Text>
    </MailLayout>
  )
}
