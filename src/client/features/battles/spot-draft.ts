/**
 * What the buyer typed to pay for a spot, kept for this tab (sessionStorage, as the checkout's draft,
 * decision 042): a payment that does not go through leads back to the spot (decision 054), and the
 * spot choice then shows the name and address as typed. It goes once a spot is paid.
 */
const KEY = 'spot-draft'

export type SpotDraft = { tiktokUsername?: string; email?: string }

export function saveSpotDraft(draft: { tiktokUsername: string; email: string }): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ tiktokUsername: draft.tiktokUsername, email: draft.email }))
  } catch {
    // Storage refused: the buyer types the two fields again.
  }
}

/** The draft as typed; stored data is input, so only strings, as the form would hold them. */
export function recallSpotDraft(): SpotDraft {
  let raw: unknown
  try {
    raw = JSON.parse(sessionStorage.getItem(KEY) ?? '{}')
  } catch {
    return {}
  }
  if (typeof raw !== 'object' || raw === null) return {}
  const { tiktokUsername, email } = raw as Record<string, unknown>
  const draft: SpotDraft = {}
  if (typeof tiktokUsername === 'string') draft.tiktokUsername = tiktokUsername.slice(0, 200)
  if (typeof email === 'string') draft.email = email.slice(0, 200)
  return draft
}

export function forgetSpotDraft(): void {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // Nothing was kept.
  }
}
