import { clampQuantity, MAX_CART_LINE_QUANTITY } from './cart-quantity'

/** product.md 3.1: what the cart remembers of a product. `price` is in cents. */
export type CartProduct = { id: number; name: string; imageUrl: string; price: number }
export type CartLine = { product: CartProduct; quantity: number }

/** Why a product could not be added: the line already holds the 24 allowed, or all the stock there is. */
export type AddRefusal = 'line-limit' | 'stock-limit'
export type AddResult = { lines: CartLine[]; refused?: AddRefusal }

/**
 * product.md 4: adding a product already in the cart raises its quantity by 1, otherwise it is added with 1.
 * A line never passes 24, nor `available` (the product's stock when the caller knows it).
 */
export function addProductLine(lines: CartLine[], product: CartProduct, available = Infinity): AddResult {
  const current = lines.find((line) => line.product.id === product.id)?.quantity ?? 0
  if (current >= MAX_CART_LINE_QUANTITY) return { lines, refused: 'line-limit' }
  if (current >= available) return { lines, refused: 'stock-limit' }
  const snapshot: CartProduct = { id: product.id, name: product.name, imageUrl: product.imageUrl, price: product.price }
  if (current === 0) return { lines: [...lines, { product: snapshot, quantity: 1 }] }
  return {
    lines: lines.map((line) => (line.product.id === product.id ? { product: snapshot, quantity: current + 1 } : line)),
  }
}

export function removeProductLine(lines: CartLine[], productId: number): CartLine[] {
  return lines.filter((line) => line.product.id !== productId)
}

/** product.md 4: update quantity clamps the value between 1 and 24. */
export function setLineQuantity(lines: CartLine[], productId: number, quantity: number): CartLine[] {
  const clamped = clampQuantity(quantity)
  return lines.map((line) => (line.product.id === productId ? { ...line, quantity: clamped } : line))
}

/** The number on the cart button: the sum of the quantities. */
export function countItems(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0)
}

/** product.md 4: the total is the sum of price times quantity, in cents. */
export function totalCents(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0)
}
