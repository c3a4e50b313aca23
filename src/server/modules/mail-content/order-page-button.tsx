import { Button, Link, Text } from '@react-email/components'
import { styles } from './mail-style'

/** The way to the buyer's order page in an e-mail: a button, and the link written out for mail programs that hide buttons. */
export function OrderPageButton({ url }: { url: string }) {
  return (
    <>
      <Button href={url} style={styles.button}>
        Bekijk je bestelling
      </Button>
      <Text style={styles.muted}>
        Of open deze link: <Link href={url} style={styles.link}>{url}</Link>
      </Text>
    </>
  )
}
