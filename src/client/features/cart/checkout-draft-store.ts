import { create } from 'zustand'
import type { ShippingDetails } from '#shared/contracts/checkout'

export type CheckoutDraft = Partial<ShippingDetails>

type CheckoutDraftState = {
  values: CheckoutDraft
  save: (values: CheckoutDraft) => void
}

/**
 * What the buyer typed in the delivery details, kept while the form is unmounted (back to the cart,
 * drawer closed, a failed payment). In memory only: an address does not belong in local storage.
 */
export const useCheckoutDraftStore = create<CheckoutDraftState>()((set) => ({
  values: {},
  save: (values) => set({ values }),
}))
