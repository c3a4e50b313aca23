import type { z } from 'zod'
import type { BattleForm, battleFormSchema } from '../../../shared/contracts/admin-battles'
import type { Battle } from '../../../shared/contracts/battles'
import { spotPriceInput } from './spot-price'

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
  'isActive',
] as const satisfies readonly (keyof BattleForm)[]

/** SPEC 3.2 and 5: a new battle has 10 spots and starts inactive. */
export const newBattleValues: BattleForm = {
  title: '',
  description: '',
  productName: '',
  imageUrl: '',
  maxSpots: 10,
  pricePerSpot: '',
  tikkieUrl: '',
  isActive: false,
}

/** An existing battle, prefilled for editing; the price as the admin would type it. */
export function battleFormValues(battle: Battle): BattleForm {
  return {
    title: battle.title,
    description: battle.description,
    productName: battle.productName,
    imageUrl: battle.imageUrl,
    maxSpots: battle.maxSpots,
    pricePerSpot: spotPriceInput(battle.pricePerSpot),
    tikkieUrl: battle.tikkieUrl,
    isActive: battle.isActive,
  }
}

type DirtyFields = Partial<Record<keyof BattleForm, boolean | undefined>>

/**
 * The PATCH of an edit: only the fields the admin changed. A field another admin changed
 * meanwhile (activating the battle, say) is then not put back to what this form loaded.
 */
export function changedBattleFields(values: BattleFormOutput, dirty: DirtyFields): Partial<BattleFormOutput> {
  const patch: Partial<BattleFormOutput> = {}
  for (const field of battleFormFields) {
    if (dirty[field]) Object.assign(patch, { [field]: values[field] })
  }
  return patch
}
