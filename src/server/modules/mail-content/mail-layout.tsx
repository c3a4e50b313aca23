import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'
import type { ReactNode } from 'react'
import { shopUrl, type MailSite } from './mail-site'
import { styles } from './mail-style'

/** The frame of every message: the shop's name in its colour, the content, and how to reach the shop. */
export function MailLayout({ site, preview, children }: { site: MailSite; preview: string; children: ReactNode }) {
  return (
    <Html lang="nl">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Text style={styles.brand}>{site.shopName}</Text>
          </Section>
          <Section style={styles.content}>
            {children}
            <Hr style={styles.hr} />
            <Text style={styles.muted}>
              Vragen? Mail ons op{' '}
              <Link href={`mailto:${site.contactEmail}`} style={styles.link}>
                {site.contactEmail}
              </Link>{' '}
              of kijk op{' '}
              <Link href={shopUrl(site, '/contact')} style={styles.link}>
                {shopUrl(site, '/contact')}
              </Link>
              .
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}
