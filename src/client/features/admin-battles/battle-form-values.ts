import type { z } from 'zod'
import type { BattleForm, battleFormSchema } from '#shared/contracts/admin-battles'
import type { Battle } from '#shared/contracts/battles'
import { DEFAULT_BATTLE_FORMAT } from '#shared/domain/battle-formats'
import { formatEuroInput, parseEuroToCents } from '#shared/domain/money'

/** What the form hands over after validation: maxSpots a number, pricePerSpot '15.00'. */
export type BattleFormOutput = z.output<typeof battleFormSchema>

/** The fields in screen order; the first failing one is the one the validation toast names. */
export const battleFormFields = [
  'title',
  'description',
  'productName',
  'imageUrl',
  'maxSpots',
  'pricePerSpot',
  'tikkieUrl',
  'shopPayments',
  'format',
  'isActive',
] as const satisfies readonly (keyof BattleForm)[]

/** product.md 3.2 and 5: a new battle has 10 spots and starts inactive; decision 023: it takes shop payments; decision 064: everyone keeps their own pack. */
export const newBattleValues: BattleForm = {
  title: '',
  description: '',
  productName: '',
  imageUrl: '',
  maxSpots: 10,
  pricePerSpot: '',
  tikkieUrl: '',
  shopPayments: true,
  // decision 064: the format a shop in the Netherlands may run; the seller chooses the other knowingly.
  format: DEFAULT_BATTLE_FORMAT,
  isActive: false,
}

/** An existing battle, prefilled for editing; the price as the admin would type it. */
export function battleFormValues(battle: Battle): BattleForm {
  const priceCents = parseEuroToCents(battle.pricePerSpot)
  return {
    title: battle.title,
    description: battle.description,
    productName: battle.productName,
    imageUrl: battle.imageUrl,
    maxSpots: battle.maxSpots,
    pricePerSpot: priceCents === undefined ? battle.pricePerSpot : formatEuroInput(priceCents),
    tikkieUrl: battle.tikkieUrl,
    shopPayments: battle.shopPayments,
    format: battle.format,
    isActive: battle.isActive,
  }
}

type DirtyFields = Partial<Record<keyof BattleForm, boolean | undefined>>

/**
 * The PATCH of an edit: the fields the admin changed, so a field changed elsewhere meanwhile (the
 * battle started or stopped from another screen) is not put back to what this form loaded; undefined
 * when nothing changed. The server changes only the fields a PATCH names (partialWithoutDefaults).
 */
export function battleEditPatch(values: BattleFormOutput, dirty: DirtyFields): Partial<BattleFormOutput> | undefined {
  const fields = battleFormFields.filter((field) => dirty[field])
  if (fields.length === 0) return undefined
  const patch: Partial<BattleFormOutput> = {}
  for (const field of fields) Object.assign(patch, { [field]: values[field] })
  return patch
}
