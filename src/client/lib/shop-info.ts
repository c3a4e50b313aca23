import { SHOP_INFO_META_NAME, shopInfoSchema, type ShopInfo } from '../../shared/contracts/shop'

const fallback: ShopInfo = {
  shopName: 'Packstroom',
  contactEmail: 'info@packstroom.nl',
  companyRegNumber: '00000000',
  tiktokHandle: '@packstroom',
}

function readShopInfo(): ShopInfo {
  const content = document.querySelector(`meta[name="${SHOP_INFO_META_NAME}"]`)?.getAttribute('content')
  if (!content) return fallback
  const parsed = shopInfoSchema.safeParse(JSON.parse(content))
  return parsed.success ? parsed.data : fallback
}

let cached: ShopInfo | undefined

/** The shop's name, contact e-mail, registration number and TikTok handle, as the server configured them. */
export function getShopInfo(): ShopInfo {
  cached ??= readShopInfo()
  return cached
}

export function useShopInfo(): ShopInfo {
  return getShopInfo()
}
