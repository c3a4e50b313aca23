import { colourSchemeIndex } from '#shared/domain/queue'

export type QueueColourScheme = {
  /** The group's card: a light tint with a coloured left edge. */
  card: string
  /** The pack-count chip. */
  chip: string
}

/**
 * product.md 2.4 and 9: seven schemes, one per buyer by the character sum of the username. Dark text on
 * a light tint keeps every scheme well above 4.5:1 contrast; the username always names the group,
 * so the colour only helps the eye follow a buyer down the list.
 */
// A tuple, so the compiler holds the count at seven (QUEUE_COLOUR_SCHEMES).
type Seven<T> = readonly [T, T, T, T, T, T, T]

const schemes: Seven<QueueColourScheme> = [
  { card: 'border-l-rose-500 bg-rose-50 text-rose-950', chip: 'bg-rose-100 text-rose-900' },
  { card: 'border-l-amber-500 bg-amber-50 text-amber-950', chip: 'bg-amber-100 text-amber-900' },
  { card: 'border-l-lime-600 bg-lime-50 text-lime-950', chip: 'bg-lime-100 text-lime-900' },
  { card: 'border-l-emerald-500 bg-emerald-50 text-emerald-950', chip: 'bg-emerald-100 text-emerald-900' },
  { card: 'border-l-sky-500 bg-sky-50 text-sky-950', chip: 'bg-sky-100 text-sky-900' },
  { card: 'border-l-indigo-500 bg-indigo-50 text-indigo-950', chip: 'bg-indigo-100 text-indigo-900' },
  { card: 'border-l-fuchsia-500 bg-fuchsia-50 text-fuchsia-950', chip: 'bg-fuchsia-100 text-fuchsia-900' },
]

export function queueColourScheme(tiktokUsername: string): QueueColourScheme {
  return schemes[colourSchemeIndex(tiktokUsername)] ?? schemes[0]
}
