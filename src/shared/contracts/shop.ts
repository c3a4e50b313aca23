/**
 * Public facts about the shop, shown in the header, footer, static pages and widgets. A plain type:
 * the server builds it from config.ts (publicShopInfo), and the storefront reads it without loading zod.
 */
export type ShopInfo = {
  shopName: string
  contactEmail: string
  companyRegNumber: string
  tiktokHandle: string
  privacy: PrivacyFacts
}

/** The shop's configured texts: each has a stand-in in the prerendered first screen (index-html.ts). */
export type ShopTexts = Omit<ShopInfo, 'privacy'>

/**
 * Who handles a buyer's data for the shop, and how long it is kept, as configured: what the privacy
 * page states (product.md 2.7, decision 037). Names of companies and a number, never a secret.
 */
export type PrivacyFacts = {
  /** The payment provider's company ('Mollie B.V.'); null with the demo provider, where nobody pays. */
  paymentProcessor: string | null
  /** The company whose mail server sends the shop's e-mails (unnamed: 'een e-maildienst'); null while the shop sends none. */
  mailProcessor: string | null
  /** Days after an order is completed that the buyer's name, e-mail address and address are kept (PII_RETENTION_DAYS). */
  retentionDays: number
}

/** The server writes the shop info into this meta tag of index.html, so no request is needed. */
export const SHOP_INFO_META_NAME = 'packstroom-shop-info'
