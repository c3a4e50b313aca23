import { LandmarkIcon } from 'lucide-react'
import { useShopLink } from '#client/resources/shop-link'
import { isShownLink } from '../api/shop-links'
import { ShopLinkCard } from './shop-link-card'

/** product.md 2.4: the pay-by-bank-link block, shown only while the admin has an active Tikkie link. */
export function TikkieBlock() {
  const { data: link } = useShopLink('tikkie')
  if (!isShownLink(link)) return null
  return (
    <ShopLinkCard
      titleId="tikkie-title"
      title="Direct betalen met Tikkie"
      icon={<LandmarkIcon />}
      link={link}
      fallbackLabel="Betaal via Tikkie"
    >
      <p>
        Liever direct via je eigen bank betalen? Dat kan ook: betaal je bestelling met een betaalverzoek via Tikkie.
      </p>
    </ShopLinkCard>
  )
}
