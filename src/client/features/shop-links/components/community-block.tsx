import { UsersIcon } from 'lucide-react'
import { useShopLink } from '#client/resources/shop-link'
import { isShownLink } from '../api/shop-links'
import { ShopLinkCard } from './shop-link-card'

/** product.md 2.4: the community-join block, shown only while the admin has an active WhatsApp link. */
export function CommunityBlock() {
  const { data: link } = useShopLink('whatsapp')
  if (!isShownLink(link)) return null
  return (
    <ShopLinkCard
      titleId="community-title"
      title="Word lid van onze community"
      icon={<UsersIcon />}
      link={link}
      fallbackLabel="Word lid via WhatsApp"
    >
      <p>
        Mis geen enkele stream, nieuwe drop of Pack Battle: in onze WhatsApp-community hoor je het als eerste.
      </p>
    </ShopLinkCard>
  )
}
