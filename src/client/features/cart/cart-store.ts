import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import {
  addProductLine,
  countItems,
  removeProductLine,
  setLineQuantity,
  totalCents,
  type AddRefusal,
  type CartLine,
  type CartProduct,
} from './cart-lines'
import { clampQuantity } from './cart-quantity'

export type CartState = {
  lines: CartLine[]
  /** Adds one; returns why not when the line is already at 24 or at the given stock. */
  addItem: (product: CartProduct, available?: number) => AddRefusal | undefined
  removeItem: (productId: number) => void
  updateQuantity: (productId: number, quantity: number) => void
  /** The checkout is paid: the cart empties, and the delivery details typed for it go with it (decision 042). */
  clear: () => void
}

/**
 * product.md 3.1 and 4: the cart, kept in local storage under 'cart-storage' so it survives a reload and
 * the round trip to the payment page. Only /payment/success empties it.
 */
export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      lines: [],
      addItem: (product, available) => {
        const result = addProductLine(get().lines, product, available)
        if (!result.refused) set({ lines: result.lines })
        return result.refused
      },
      removeItem: (productId) => set((state) => ({ lines: removeProductLine(state.lines, productId) })),
      updateQuantity: (productId, quantity) =>
        set((state) => ({ lines: setLineQuantity(state.lines, productId, quantity) })),
      clear: () => {
        set({ lines: [] })
        // Loaded here rather than imported: the draft's code stays out of the first download (decision 012).
        void import('./checkout-draft-store').then(({ useCheckoutDraftStore }) => useCheckoutDraftStore.getState().clear())
      },
    }),
    {
      name: 'cart-storage',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ lines: state.lines }),
      // Stored data is input like any other: drop lines that are not lines, clamp the rest.
      merge: (persisted, current) => ({ ...current, lines: sanitizeLines(persisted) }),
    },
  ),
)

export const selectCartCount = (state: CartState): number => countItems(state.lines)
export const selectCartTotal = (state: CartState): number => totalCents(state.lines)

function sanitizeLines(persisted: unknown): CartLine[] {
  const lines = (persisted as { lines?: unknown } | undefined)?.lines
  if (!Array.isArray(lines)) return []
  return lines.flatMap((raw: unknown) => {
    const line = raw as Partial<CartLine> | null
    const product = line?.product
    if (
      !product ||
      typeof product.id !== 'number' ||
      typeof product.name !== 'string' ||
      typeof product.imageUrl !== 'string' ||
      typeof product.price !== 'number' ||
      typeof line.quantity !== 'number'
    ) {
      return []
    }
    return [{ product, quantity: clampQuantity(line.quantity) }]
  })
}
