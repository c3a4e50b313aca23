/**
 * Public facts about the shop, shown in the header, footer, static pages and widgets. A plain type:
 * the server builds it from config.ts, and the storefront reads it without loading zod.
 */
export type ShopInfo = {
  shopName: string
  contactEmail: string
  companyRegNumber: string
  tiktokHandle: string
}

/** The server writes the shop info into this meta tag of index.html, so no request is needed. */
export const SHOP_INFO_META_NAME = 'packstroom-shop-info'
