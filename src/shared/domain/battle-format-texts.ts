import type { BattleFormat } from './battle-formats'

// The longer texts about a battle's format (decision 064), apart from battle-formats.ts: the storefront's
// first download (home) needs only the names; the spot form, the order page, the back office and the
// server read these.

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

/**
 * 409 when the seller changes a battle's format after a buyer paid, or is paying, for a spot. Kept out of
 * `messages`, which the storefront's first download carries whole: only the server and the back office need it.
 */
export const battleFormatFixedMessage = 'De vorm van deze Pack Battle ligt vast: er is al een plek betaald of gereserveerd.'

/** Why an own pack cannot be withdrawn from (decision 050 as 064 extends it): it came with the spot. */
export const ownPackWithdrawalRefusal =
  'Je eigen pack uit een Pack Battle kun je niet herroepen: je betaalde voor de plek, en een plek in een Pack Battle kun je niet herroepen.'

/** 409 when a buyer pays for a spot under a format the seller changed since the spot form showed it. */
export const battleFormatChangedMessage = 'De vorm van deze Pack Battle is net veranderd. Lees hem opnieuw en kies dan je plek.'
