import { Button, Heading, Link, Section, Text } from '@react-email/components'
import { BuyerText } from './buyer-text'
import { greetingName } from './greeting-name'
import { MailLayout } from './mail-layout'
import type { MailSite } from './mail-site'
import { styles } from './mail-style'

export type ParcelShipped = {
  firstName: string
  tiktokUsername: string
  /** The parcel's reference, 'V1042', as on the packing slip. */
  reference: string
  lines: { productName: string; quantity: number }[]
  trackingCode: string
  /** PostNL's tracking page of the parcel. */
  trackingUrl: string
  /** The buyer's order page, where the parcel is listed with their other orders. */
  orderPageUrl: string | undefined
}

export const parcelShippedSubject = 'Je pakket is verzonden'

/**
 * Sent when the seller marks a parcel sent on the shipping desk (product.md 2.13, decision 022): what is
 * in it and where to follow it. The tracking link is a button and written out, for mail programs that
 * hide buttons.
 */
export function ParcelShippedMail({ site, parcel }: { site: MailSite; parcel: ParcelShipped }) {
  return (
    <MailLayout site={site} preview={`Pakket ${parcel.reference} is onderweg met PostNL`}>
      <Heading style={styles.heading}>Je pakket is verzonden</Heading>
      <Text style={styles.text}>
        Hoi <BuyerText text={greetingName(parcel.firstName, parcel.tiktokUsername)} />,
      </Text>
      <Text style={styles.text}>
        Je pakket <strong>{parcel.reference}</strong> voor{' '}
        <strong>
          <BuyerText text={`@${parcel.tiktokUsername}`} />
        </strong>{' '}
        is onderweg met PostNL. Hierin zit:
      </Text>
      <Section style={styles.lines}>
        {parcel.lines.map((line, index) => (
          <Text key={index} style={styles.line}>
            {line.quantity} × {line.productName}
          </Text>
        ))}
      </Section>
      <Text style={styles.text}>
        Je track & trace code is <strong>{parcel.trackingCode}</strong>. Volg je pakket bij PostNL:
      </Text>
      <Button href={parcel.trackingUrl} style={styles.button}>
        Volg je pakket
      </Button>
      <Text style={styles.muted}>
        Of open deze link:{' '}
        <Link href={parcel.trackingUrl} style={styles.link}>
          {parcel.trackingUrl}
        </Link>
      </Text>
      {parcel.orderPageUrl ? (
        <Text style={styles.muted}>
          Je bestellingen en verzendingen zie je op je bestelpagina:{' '}
          <Link href={parcel.orderPageUrl} style={styles.link}>
            {parcel.orderPageUrl}
          </Link>
        </Text>
      ) : null}
    </MailLayout>
  )
}
