import { SHOP_INFO_META_NAME, type PrivacyFacts, type ShopInfo } from '#shared/contracts/shop'

const fallback: ShopInfo = {
  shopName: 'Packstroom',
  contactEmail: 'info@packstroom.nl',
  companyRegNumber: '00000000',
  tiktokHandle: '@packstroom',
  privacy: { paymentProcessor: null, mailProcessor: null, retentionDays: 180 },
}

/** The privacy page's facts (decision 037), each checked as the texts are. */
function readPrivacy(value: unknown): PrivacyFacts {
  const facts = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<keyof PrivacyFacts, unknown>>
  const name = (key: 'paymentProcessor' | 'mailProcessor') => (typeof facts[key] === 'string' ? facts[key] : null)
  const days = facts.retentionDays
  return {
    paymentProcessor: name('paymentProcessor'),
    mailProcessor: name('mailProcessor'),
    retentionDays: typeof days === 'number' && Number.isInteger(days) && days > 0 ? days : fallback.privacy.retentionDays,
  }
}

function readShopInfo(): ShopInfo {
  const content = document.querySelector(`meta[name="${SHOP_INFO_META_NAME}"]`)?.getAttribute('content')
  if (!content) return fallback
  // Checked by hand: the storefront's first download carries no zod.
  const parsed = JSON.parse(content) as Partial<Record<keyof ShopInfo, unknown>>
  const text = (key: Exclude<keyof ShopInfo, 'privacy'>) => (typeof parsed[key] === 'string' ? parsed[key] : fallback[key])
  return {
    shopName: text('shopName'),
    contactEmail: text('contactEmail'),
    companyRegNumber: text('companyRegNumber'),
    tiktokHandle: text('tiktokHandle'),
    privacy: readPrivacy(parsed.privacy),
  }
}

let cached: ShopInfo | undefined

/**
 * The shop info to use instead of the page's meta tag, for rendering where there is no page: the
 * first screen prerendered at build time (server-render.tsx) carries stand-ins the server fills in.
 */
export function provideShopInfo(info: ShopInfo): void {
  cached = info
}

/** The shop's name, contact e-mail, registration number, TikTok handle and privacy facts, as the server configured them. */
export function getShopInfo(): ShopInfo {
  cached ??= readShopInfo()
  return cached
}

export function useShopInfo(): ShopInfo {
  return getShopInfo()
}
