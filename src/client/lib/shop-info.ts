import { SHOP_INFO_META_NAME, type ShopInfo } from '#shared/contracts/shop'

const fallback: ShopInfo = {
  shopName: 'Packstroom',
  contactEmail: 'info@packstroom.nl',
  companyRegNumber: '00000000',
  tiktokHandle: '@packstroom',
}

function readShopInfo(): ShopInfo {
  const content = document.querySelector(`meta[name="${SHOP_INFO_META_NAME}"]`)?.getAttribute('content')
  if (!content) return fallback
  // Checked by hand: the storefront's first download carries no zod.
  const parsed = JSON.parse(content) as Partial<Record<keyof ShopInfo, unknown>>
  const text = (key: keyof ShopInfo) => (typeof parsed[key] === 'string' ? parsed[key] : fallback[key])
  return {
    shopName: text('shopName'),
    contactEmail: text('contactEmail'),
    companyRegNumber: text('companyRegNumber'),
    tiktokHandle: text('tiktokHandle'),
  }
}

let cached: ShopInfo | undefined

/**
 * The shop info to use instead of the page's meta tag, for rendering where there is no page: the
 * first screen prerendered at build time (prerender.tsx) carries stand-ins the server fills in.
 */
export function provideShopInfo(info: ShopInfo): void {
  cached = info
}

/** The shop's name, contact e-mail, registration number and TikTok handle, as the server configured them. */
export function getShopInfo(): ShopInfo {
  cached ??= readShopInfo()
  return cached
}

export function useShopInfo(): ShopInfo {
  return getShopInfo()
}
