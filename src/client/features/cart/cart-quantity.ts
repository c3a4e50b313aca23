/** product.md 5 and 9: a cart line holds 1 to 24 of a product (the server's MAX_LINE_QUANTITY). */
export const MIN_LINE_QUANTITY = 1
export const MAX_CART_LINE_QUANTITY = 24

/** Keeps a quantity a whole number between 1 and 24; anything that is not a number becomes 1. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_LINE_QUANTITY
  return Math.min(MAX_CART_LINE_QUANTITY, Math.max(MIN_LINE_QUANTITY, Math.trunc(quantity)))
}

/**
 * What the buyer typed in the quantity field, as a line quantity. Only plain digits count:
 * '2e1', '1.5', '-3' or an empty field are invalid and become 1 (product.md 5); a number above 24 becomes 24.
 */
export function parseQuantityInput(text: string): number {
  const trimmed = text.trim()
  if (!/^\d+$/.test(trimmed)) return MIN_LINE_QUANTITY
  return clampQuantity(Number(trimmed))
}

/** Whether the text is already a complete, valid quantity, so it can go to the cart while the buyer types. */
export function isCompleteQuantity(text: string): boolean {
  if (!/^\d+$/.test(text.trim())) return false
  const value = Number(text)
  return value >= MIN_LINE_QUANTITY && value <= MAX_CART_LINE_QUANTITY
}

/** Whether the text is a whole number above what a line holds ('99'), which the field makes 24 and says so. */
export function isAboveLineLimit(text: string): boolean {
  return /^\d+$/.test(text.trim()) && Number(text) > MAX_CART_LINE_QUANTITY
}

/**
 * Keys a number field would accept but a quantity must not: exponent ('e'), sign and decimal marks.
 * The browser lets them through in type="number", so the field refuses them on keydown.
 */
export function isRejectedQuantityKey(key: string): boolean {
  return key === 'e' || key === 'E' || key === '+' || key === '-' || key === '.' || key === ','
}
