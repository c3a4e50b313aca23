import { useShopInfo } from '#client/lib/shop-info'
import { TextLink } from './text-link'

/** The shop's contact address as a mail link. */
export function MailLink() {
  const { contactEmail } = useShopInfo()
  return <TextLink href={`mailto:${contactEmail}`}>{contactEmail}</TextLink>
}
