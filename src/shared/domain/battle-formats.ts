/**
 * What a Pack Battle's paid spots get (decision 064). 'own_packs': every buyer keeps the cards opened for
 * their own spot, as a held order in their name, and the winner is named for the honour only: no prize,
 * no points. 'winner_takes_all' (decision 028's battle): the winner gets the cards of every spot, a game of chance
 * under the Wet op de kansspelen that TikTok bans too; the seller's form says so.
 */
export const battleFormats = ['own_packs', 'winner_takes_all'] as const
export type BattleFormat = (typeof battleFormats)[number]

/** A new battle's format: the one a shop in the Netherlands may run without a licence. */
export const DEFAULT_BATTLE_FORMAT: BattleFormat = 'own_packs'

/** The format's name, the same on the seller's form, the buyer's spot form, the overlay and the order page. */
export const battleFormatLabel: Record<BattleFormat, string> = {
  own_packs: 'Iedereen houdt zijn eigen pack',
  winner_takes_all: 'Winnaar neemt alles',
}

/** The winner's title where the battle names one: in 'Iedereen houdt zijn eigen pack' the win is for the honour. */
export const battleWinnerLabel: Record<BattleFormat, string> = {
  own_packs: 'Winnaar, voor de eer',
  winner_takes_all: 'Winnaar',
}

export function isBattleFormat(value: string): value is BattleFormat {
  return (battleFormats as readonly string[]).includes(value)
}

