import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { personalFields, type ShippingDetails } from '#shared/contracts/checkout'
import { countries, shippingMethods } from '#shared/domain/shipping'

export type CheckoutDraft = Partial<ShippingDetails>

type CheckoutDraftState = {
  values: CheckoutDraft
  save: (values: CheckoutDraft) => void
  clear: () => void
}

const textFields = ['tiktokUsername', ...personalFields] as const satisfies readonly (keyof ShippingDetails)[]

/** Stored data is input like any other: the form's fields only, as the form would hold them. */
export function sanitizeDraft(persisted: unknown): CheckoutDraft {
  const values = (persisted as { values?: unknown } | undefined)?.values
  if (typeof values !== 'object' || values === null) return {}
  const raw = values as Record<string, unknown>
  const draft: CheckoutDraft = {}
  for (const field of textFields) {
    const value = raw[field]
    if (typeof value === 'string') draft[field] = value.slice(0, 200)
  }
  const country = countries.find((option) => option === raw.country)
  if (country) draft.country = country
  const method = shippingMethods.find((option) => option === raw.shippingMethod)
  if (method) draft.shippingMethod = method
  return draft
}

/**
 * What the buyer typed in the delivery details, kept while the form is unmounted: back to the cart,
 * the drawer closed, and a payment that failed or was cancelled (decision 042). Paying leaves the
 * shop's page for the provider's and comes back as a new page load, so memory alone lost every field:
 * the draft is in sessionStorage, which belongs to this tab, survives that round trip and is gone
 * when the tab closes. It is this buyer's own personal data, in their own browser; it goes once the
 * checkout is paid (the cart's clear(), on /payment/success only).
 */
export const useCheckoutDraftStore = create<CheckoutDraftState>()(
  persist(
    (set) => ({
      values: {},
      save: (values) => set({ values }),
      clear: () => set({ values: {} }),
    }),
    {
      name: 'checkout-draft',
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ values: state.values }),
      // sanitizeDraft is declared above: the store reads the storage as it is created, while this module loads.
      merge: (persisted, current) => ({ ...current, values: sanitizeDraft(persisted) }),
    },
  ),
)
