import { useState } from 'react'
import { personalFields, type ShippingDetails } from '#shared/contracts/checkout'
import { countries } from '#shared/domain/shipping'

/**
 * 'Onthoud mijn gegevens' (decision 054): the buyer's details, kept on this device only when the buyer
 * asks for it, so the checkout and the Pack Battle spot choice are filled in next time. localStorage,
 * under one key; nothing of it goes to the server until the buyer pays, as typed. 'Vergeet mijn
 * gegevens' removes it in one tap. The checkout's own draft (sessionStorage, decision 042) is apart
 * from it: that one keeps a failed payment's details for this tab, whether or not the buyer asked.
 */
const KEY = 'remembered-buyer'
const VERSION = 1

/** What is remembered: who buys and where it goes; the shipping method is chosen per order. */
export type RememberedBuyer = Partial<Pick<ShippingDetails, 'tiktokUsername' | (typeof personalFields)[number] | 'country'>>

const textFields = ['tiktokUsername', ...personalFields] as const

/** Stored data is input like any other: the known fields only, as a form would hold them. */
export function sanitizeRememberedBuyer(stored: unknown): RememberedBuyer | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined
  const { version, details } = stored as { version?: unknown; details?: unknown }
  if (version !== VERSION || typeof details !== 'object' || details === null) return undefined
  const raw = details as Record<string, unknown>
  const buyer: RememberedBuyer = {}
  for (const field of textFields) {
    const value = raw[field]
    if (typeof value === 'string' && value.trim() !== '') buyer[field] = value.slice(0, 200)
  }
  const country = countries.find((option) => option === raw.country)
  if (country) buyer.country = country
  return Object.keys(buyer).length > 0 ? buyer : undefined
}

/** The remembered details, or undefined when the buyer asked for none (or forgot them). */
export function recallBuyer(): RememberedBuyer | undefined {
  try {
    const stored = localStorage.getItem(KEY)
    return stored === null ? undefined : sanitizeRememberedBuyer(JSON.parse(stored))
  } catch {
    return undefined
  }
}

/**
 * Remembers what the buyer just paid with. A form that asks for fewer fields (the spot choice asks for
 * the TikTok name and e-mail address) keeps the rest of what was remembered.
 */
export function rememberBuyer(details: RememberedBuyer): void {
  const next = sanitizeRememberedBuyer({ version: VERSION, details: { ...recallBuyer(), ...details } })
  try {
    if (next) localStorage.setItem(KEY, JSON.stringify({ version: VERSION, details: next }))
  } catch {
    // Storage refused (private mode, full): the buyer types the details next time, as before.
  }
}

export function forgetBuyer(): void {
  try {
    localStorage.removeItem(KEY)
  } catch {
    // Nothing was kept.
  }
}

/**
 * What a form starts with: its empty values, then what is remembered, then what was typed in this tab
 * (a draft), which is newer; a draft's empty field does not blank a remembered one.
 */
export function prefill<T extends Record<string, unknown>>(empty: T, remembered: RememberedBuyer | undefined, draft: Partial<T>): T {
  const values: Record<string, unknown> = { ...empty }
  for (const [field, value] of Object.entries(remembered ?? {})) if (field in empty) values[field] = value
  for (const [field, value] of Object.entries(draft)) if (field in empty && value !== '' && value !== undefined) values[field] = value
  return values as T
}

/**
 * The state of 'Onthoud mijn gegevens' for a form: whether the box is ticked (it starts ticked when
 * details are remembered, unticked otherwise), whether there is anything to forget, and what the form
 * calls when the buyer pays (`keep`) or taps 'Vergeet mijn gegevens' (`forget`). Unticking the box
 * forgets at once: the box says what is kept.
 */
export function useRememberedBuyer() {
  const [remembered, setRemembered] = useState(() => recallBuyer() !== undefined)
  const [remember, setRememberState] = useState(remembered)
  const [forgotten, setForgotten] = useState(false)
  return {
    remember,
    remembered,
    /** 'Vergeet mijn gegevens' was tapped: the form says so. */
    forgotten,
    setRemember: (on: boolean) => {
      setRememberState(on)
      setForgotten(false)
      if (!on && remembered) {
        forgetBuyer()
        setRemembered(false)
      }
    },
    forget: () => {
      forgetBuyer()
      setRemembered(false)
      setRememberState(false)
      setForgotten(true)
    },
    /** The buyer pays with these details: remembered when the box is ticked. */
    keep: (details: RememberedBuyer) => {
      if (!remember) return
      rememberBuyer(details)
      setRemembered(true)
    },
  }
}
