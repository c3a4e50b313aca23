import { z } from 'zod'

/** Public facts about the shop, shown in the header, footer, static pages and widgets. */
export const shopInfoSchema = z.object({
  shopName: z.string(),
  contactEmail: z.string(),
  companyRegNumber: z.string(),
  tiktokHandle: z.string(),
})
export type ShopInfo = z.infer<typeof shopInfoSchema>

/** The server writes the shop info into this meta tag of index.html, so no request is needed. */
export const SHOP_INFO_META_NAME = 'packstroom-shop-info'
