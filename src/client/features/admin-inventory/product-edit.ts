import type { Product } from '#shared/contracts/products'
import type { UpdateProduct } from '#shared/contracts/admin-catalog'
import { maxPerBuyerMessage } from '#shared/contracts/admin-catalog'
import { formatEuroInput, parseEuroInput } from '#shared/domain/money'
import { maxPerBuyerInputSchema, maxPerBuyerText } from './max-per-buyer-input'

export type ProductDraft = { price: string; stock: string; maxPerBuyer: string }

export type ProductEditResult =
  | { ok: true; update: UpdateProduct | undefined }
  | { ok: false; message: 'Ongeldige prijs' | 'Ongeldige voorraad' | typeof maxPerBuyerMessage }

/** What the inline edit fields start with: the price in euros with a comma, the stock, the 'Max per koper'. */
export function draftFromProduct(product: Pick<Product, 'price' | 'stock' | 'maxPerBuyer'>): ProductDraft {
  return { price: formatEuroInput(product.price), stock: String(product.stock), maxPerBuyer: maxPerBuyerText(product.maxPerBuyer) }
}

/**
 * product.md 5, inline product edit: the price in euros becomes cents, the stock is floored at 0 (and
 * at whole units). Only what the seller changed is sent, so saving a new price does not undo a sale
 * that lowered the stock while the row was open. `update` is undefined when nothing changed. A blank
 * 'Max per koper' lifts the limit (decision 017).
 */
export function productUpdateFromDraft(started: ProductDraft, draft: ProductDraft): ProductEditResult {
  const price = parseEuroInput(draft.price)
  if (price === undefined) return { ok: false, message: 'Ongeldige prijs' }
  const typedStock = draft.stock.trim() === '' ? Number.NaN : Number(draft.stock)
  if (!Number.isFinite(typedStock)) return { ok: false, message: 'Ongeldige voorraad' }
  const stock = Math.max(0, Math.floor(typedStock))
  const maxPerBuyer = maxPerBuyerInputSchema.safeParse(draft.maxPerBuyer)
  if (!maxPerBuyer.success) return { ok: false, message: maxPerBuyerMessage }

  const update: UpdateProduct = {}
  if (price !== parseEuroInput(started.price)) update.price = price
  if (draft.stock.trim() !== started.stock.trim()) update.stock = stock
  if (draft.maxPerBuyer.trim() !== started.maxPerBuyer.trim()) update.maxPerBuyer = maxPerBuyer.data
  return { ok: true, update: Object.keys(update).length > 0 ? update : undefined }
}
