import type { ShopLinkKind } from '#client/resources/shop-link'

type ShopLinkTexts = {
  title: string
  description: string
  urlPlaceholder: string
  fetchFailed: string
  saved: string
  saveFailed: string
}

/** product.md 8 names the Tikkie toasts; the WhatsApp card says the same of its own link. */
export const shopLinkTexts: Record<ShopLinkKind, ShopLinkTexts> = {
  tikkie: {
    title: 'Tikkie betaallink',
    description: 'De knop op de homepage waarmee kopers direct via hun eigen bank betalen.',
    urlPlaceholder: 'https://tikkie.me/pay/...',
    fetchFailed: 'Kon Tikkie link niet ophalen',
    saved: 'Tikkie link bijgewerkt',
    saveFailed: 'Kon Tikkie link niet bijwerken',
  },
  whatsapp: {
    title: 'WhatsApp community',
    description: 'De knop op de homepage waarmee kopers lid worden van de WhatsApp community.',
    urlPlaceholder: 'https://chat.whatsapp.com/...',
    fetchFailed: 'Kon WhatsApp link niet ophalen',
    saved: 'WhatsApp link bijgewerkt',
    saveFailed: 'Kon WhatsApp link niet bijwerken',
  },
}
