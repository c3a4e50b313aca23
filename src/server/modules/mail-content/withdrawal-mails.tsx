import { Heading, Section, Text } from '@react-email/components'
import { formatInShopTime } from '#shared/domain/shop-time'
import { BuyerText } from './buyer-text'
import { MailLayout } from './mail-layout'
import type { MailSite } from './mail-site'
import { styles } from './mail-style'
import { OrderPageButton } from './order-page-button'

/** What a withdrawal statement named (decision 039), as the buyer made it. */
export type WithdrawalStatement = {
  name: string
  email: string
  orderNumber: string
  /** The orders withdrawn from: '2× Booster Box – Nachtvlam'. */
  lines: string[]
  submittedAt: Date
  orderPageUrl: string
}

export const withdrawalReceivedSubject = 'Bevestiging van je herroeping'
export const withdrawalRefusedSubject = 'Over je herroeping'

/**
 * The acknowledgement on a durable medium the withdrawal function owes the buyer at once (decision 039;
 * art. 11a of the Consumer Rights Directive): what they stated, with the date and time it was received,
 * and what happens next.
 */
export function WithdrawalReceivedMail({ site, statement }: { site: MailSite; statement: WithdrawalStatement }) {
  const receivedAt = formatInShopTime(statement.submittedAt, 'dateAndTime')
  return (
    <MailLayout site={site} preview={`We hebben je herroeping ontvangen op ${receivedAt}`}>
      <Heading style={styles.heading}>{withdrawalReceivedSubject}</Heading>
      <Text style={styles.text}>
        Hoi <BuyerText text={statement.name} />,
      </Text>
      <Text style={styles.text}>
        We hebben je herroeping ontvangen op <strong>{receivedAt}</strong>. Dit is wat je ons hebt laten weten:
      </Text>
      <Section style={styles.lines}>
        <Text style={styles.line}>Ik herroep de overeenkomst voor bestelling {statement.orderNumber}:</Text>
        {statement.lines.map((line, index) => (
          <Text key={index} style={styles.line}>
            {line}
          </Text>
        ))}
        <Text style={styles.line}>
          Naam: <BuyerText text={statement.name} />
        </Text>
        <Text style={styles.line}>
          E-mailadres: <BuyerText text={statement.email} />
        </Text>
      </Section>
      <Text style={styles.notice}>
        De verkoper bekijkt je herroeping en laat je per bestelling weten wat er gebeurt. Wordt je herroeping
        toegekend, dan krijg je het bedrag terug op dezelfde manier als je hebt betaald, uiterlijk 14 dagen na
        vandaag. Voor een pack dat op jouw verzoek al live is geopend, geldt het herroepingsrecht niet meer.
      </Text>
      <Text style={styles.text}>Op je bestelpagina zie je waar je bestelling staat:</Text>
      <OrderPageButton url={statement.orderPageUrl} />
    </MailLayout>
  )
}

export type WithdrawalRefused = {
  name: string
  orderNumber: string
  /** The order the seller did not grant: '2× Booster Box – Nachtvlam'. */
  line: string
  reason: string
  orderPageUrl: string
}

/** The seller did not grant a withdrawal from one order (decision 039): which, and the seller's reason. */
export function WithdrawalRefusedMail({ site, refusal }: { site: MailSite; refusal: WithdrawalRefused }) {
  return (
    <MailLayout site={site} preview="De verkoper heeft je herroeping bekeken">
      <Heading style={styles.heading}>{withdrawalRefusedSubject}</Heading>
      <Text style={styles.text}>
        Hoi <BuyerText text={refusal.name} />,
      </Text>
      <Text style={styles.text}>De verkoper heeft je herroeping voor deze bestelling niet toegekend:</Text>
      <Section style={styles.lines}>
        <Text style={styles.line}>
          Bestelling {refusal.orderNumber}: {refusal.line}
        </Text>
      </Section>
      <Text style={styles.text}>
        Reden: <BuyerText text={refusal.reason} />
      </Text>
      <Text style={styles.notice}>
        Ben je het hier niet mee eens, of heb je een vraag? Mail ons op {site.contactEmail}.
      </Text>
      <Text style={styles.text}>Op je bestelpagina zie je waar je bestelling staat:</Text>
      <OrderPageButton url={refusal.orderPageUrl} />
    </MailLayout>
  )
}
