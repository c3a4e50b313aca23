/**
 * What a Pack Battle's paid spots get (decision 064). 'own_packs': every buyer keeps the cards opened for
 * their own spot, as a held order in their name, and the winner is named for the honour only: no prize,
 * no points. 'winner_takes_all' (SPEC's battle): the winner gets the cards of every spot, a game of chance
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

/** What the format means for a buyer, said before they pay and on their order page. */
export const battleFormatBuyerText: Record<BattleFormat, string> = {
  own_packs: 'Je krijgt de kaarten uit je eigen pack. De winnaar wint alleen de eer.',
  winner_takes_all: 'De winnaar krijgt de kaarten uit alle packs.',
}

/** What the seller reads beside each choice on the battle form; the risk of 'Winnaar neemt alles' in plain words. */
export const battleFormatSellerText: Record<BattleFormat, string> = {
  own_packs: 'Elke koper krijgt de kaarten uit zijn eigen pack als bestelling. De winnaar wint alleen de eer: geen prijs, geen punten.',
  winner_takes_all:
    'Let op: een betaalde plek waarbij de winnaar de kaarten van de anderen krijgt, is een kansspel. Daarvoor heb je een vergunning nodig (Wet op de kansspelen), en TikTok verbiedt deze vorm.',
}

/** The winner's title where the battle names one: in 'Iedereen houdt zijn eigen pack' the win is for the honour. */
export const battleWinnerLabel: Record<BattleFormat, string> = {
  own_packs: 'Winnaar, voor de eer',
  winner_takes_all: 'Winnaar',
}

export function isBattleFormat(value: string): value is BattleFormat {
  return (battleFormats as readonly string[]).includes(value)
}
