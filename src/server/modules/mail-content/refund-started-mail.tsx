import { Heading, Section, Text } from '@react-email/components'
import { formatEuro } from '#shared/domain/money'
import { BuyerText } from './buyer-text'
import { greetingName } from './greeting-name'
import { MailLayout } from './mail-layout'
import type { MailSite } from './mail-site'
import { styles } from './mail-style'
import { OrderPageButton } from './order-page-button'

export type RefundStarted = {
  firstName: string
  tiktokUsername: string
  /** What the refund is for, as the sales module names it: '2× Booster Box – Nachtvlam', 'Pack Battle "Zondag", plek 4'. */
  description: string
  refundCents: number
  orderPageUrl: string
}

export const refundStartedSubject = 'Terugbetaling onderweg'

/**
 * Sent when the seller starts a refund (decision 028): how much, for what, and when to expect it. A
 * Mollie refund reaches the account it was paid from in up to 5 working days, depending on the bank.
 */
export function RefundStartedMail({ site, refund }: { site: MailSite; refund: RefundStarted }) {
  return (
    <MailLayout site={site} preview={`${formatEuro(refund.refundCents)} komt terug naar je rekening`}>
      <Heading style={styles.heading}>Terugbetaling onderweg</Heading>
      <Text style={styles.text}>
        Hoi <BuyerText text={greetingName(refund.firstName, refund.tiktokUsername)} />,
      </Text>
      <Text style={styles.text}>
        De verkoper is begonnen met het terugbetalen van <strong>{formatEuro(refund.refundCents)}</strong> voor:
      </Text>
      <Section style={styles.lines}>
        <Text style={styles.line}>{refund.description}</Text>
      </Section>
      <Text style={styles.notice}>
        Het bedrag komt terug op de rekening waarmee je hebt betaald, meestal binnen een paar werkdagen. Afhankelijk
        van je bank kan het tot 5 werkdagen duren.
      </Text>
      <Text style={styles.text}>Op je bestelpagina zie je waar je bestelling staat:</Text>
      <OrderPageButton url={refund.orderPageUrl} />
    </MailLayout>
  )
}
