import { Heading, Link, Section, Text } from '@react-email/components'
import { heldUntilText } from '#shared/domain/shipping-window'
import { BuyerText } from './buyer-text'
import { greetingName } from './greeting-name'
import { MailLayout } from './mail-layout'
import { shopUrl, type MailSite } from './mail-site'
import { styles } from './mail-style'
import { OrderPageButton } from './order-page-button'

export type BattleWon = {
  firstName: string
  tiktokUsername: string
  /** The battle's title and the product it opened, as the seller named them. */
  battleTitle: string
  productName: string
  /** The last day the cards are kept, 'YYYY-MM-DD' (product.md 2.7, heldUntil of the prize's order). */
  heldUntilDay: string
  orderPageUrl: string
}

export const battleWonSubject = 'Je hebt de Pack Battle gewonnen!'

/**
 * Sent when the seller completes a Pack Battle, to its winner: the battle's cards are theirs, held like
 * the cards of any live opening (product.md 2.7, decision 022), so the message says until when and that
 * shipping is asked for on the order page, at the buyer's cost.
 */
export function BattleWonMail({ site, prize }: { site: MailSite; prize: BattleWon }) {
  return (
    <MailLayout site={site} preview={`Je hebt de Pack Battle "${prize.battleTitle}" gewonnen`}>
      <Heading style={styles.heading}>Je hebt de Pack Battle gewonnen!</Heading>
      <Text style={styles.text}>
        Hoi <BuyerText text={greetingName(prize.firstName, prize.tiktokUsername)} />,
      </Text>
      <Text style={styles.text}>
        Gefeliciteerd! Als{' '}
        <strong>
          <BuyerText text={`@${prize.tiktokUsername}`} />
        </strong>{' '}
        heb je de Pack Battle{' '}
        <strong>&quot;{prize.battleTitle}&quot;</strong> gewonnen. De kaarten zijn van jou:
      </Text>
      <Section style={styles.lines}>
        <Text style={styles.line}>{prize.productName}</Text>
      </Section>
      <Text style={styles.notice}>
        {heldUntilText(prize.heldUntilDay)}. Wil je ze thuis ontvangen? Vraag de verzending aan via je bestelpagina; de
        verzendkosten betaal je daar. Hoe dat werkt lees je in ons{' '}
        <Link href={shopUrl(site, '/shipping-policy')} style={styles.link}>
          verzendbeleid
        </Link>
        .
      </Text>
      <OrderPageButton url={prize.orderPageUrl} />
    </MailLayout>
  )
}
