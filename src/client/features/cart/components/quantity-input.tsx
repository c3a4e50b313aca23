import { useEffect, useState } from 'react'
import { Input } from '#client/components/ui/input'
import { Label } from '#client/components/ui/label'
import {
  isAboveLineLimit,
  isCompleteQuantity,
  isRejectedQuantityKey,
  MAX_CART_LINE_QUANTITY,
  MIN_LINE_QUANTITY,
  parseQuantityInput,
} from '../cart-quantity'

type Props = {
  id: string
  value: number
  onChange: (quantity: number) => void
  /** The id of the product name, so a screen reader hears which line this is. */
  describedBy?: string
  /**
   * Told when a number above 24 was typed and made 24 (true) and when a quantity within the limit is
   * typed again (false), so the line can say why under the field (QuantityLimitNote).
   */
  onCappedChange?: (capped: boolean) => void
}

/** Said under the field when the buyer asked for more than a line holds. */
export const quantityLimitText = `Je kunt maximaal ${MAX_CART_LINE_QUANTITY} stuks per bestelling kopen.`

/** The id of a quantity field's limit note, which the field names as its description while it shows. */
export const quantityLimitId = (fieldId: string) => `${fieldId}-limit`

/**
 * Why the field shows 24 (decision 058), under it, across the line's width. Always in the page and
 * polite, so a screen reader reads the sentence when it appears.
 */
export function QuantityLimitNote({ fieldId, capped }: { fieldId: string; capped: boolean }) {
  return (
    <p id={quantityLimitId(fieldId)} aria-live="polite" className="text-sm font-medium text-destructive empty:hidden">
      {capped ? quantityLimitText : ''}
    </p>
  )
}

/**
 * product.md 5: the line quantity, 1 to 24. The letter e (and signs, decimals) cannot be typed; what the
 * buyer types goes to the cart as soon as it is a valid quantity, and on leaving the field anything
 * invalid becomes 1. The typed text is kept meanwhile, so clearing the field to type '5' works. A
 * number above 24 becomes 24 at once, and the line says why under the field (decision 058), not
 * only in a toast that is gone before a thumb is off the keyboard.
 */
export function QuantityInput({ id, value, onChange, describedBy, onCappedChange }: Props) {
  const [draft, setDraft] = useState(String(value))
  const [shownValue, setShownValue] = useState(value)
  const [capped, setCapped] = useState(false)
  if (value !== shownValue) {
    // The cart changed elsewhere (another add): show the new quantity.
    setShownValue(value)
    setDraft(String(value))
    if (value !== MAX_CART_LINE_QUANTITY) setCapped(false)
  }
  useEffect(() => {
    onCappedChange?.(capped)
  }, [capped, onCappedChange])

  const commit = () => {
    const quantity = parseQuantityInput(draft)
    setDraft(String(quantity))
    if (quantity !== value) onChange(quantity)
  }
  const limitId = quantityLimitId(id)

  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>Aantal</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={MIN_LINE_QUANTITY}
        max={MAX_CART_LINE_QUANTITY}
        step={1}
        value={draft}
        aria-describedby={capped ? [describedBy, limitId].filter(Boolean).join(' ') : describedBy}
        className="w-20"
        onKeyDown={(event) => {
          if (isRejectedQuantityKey(event.key)) event.preventDefault()
          if (event.key === 'Enter') commit()
        }}
        onChange={(event) => {
          const text = event.target.value
          const tooMany = isAboveLineLimit(text)
          setCapped(tooMany)
          if (tooMany) {
            setDraft(String(MAX_CART_LINE_QUANTITY))
            if (value !== MAX_CART_LINE_QUANTITY) onChange(MAX_CART_LINE_QUANTITY)
            return
          }
          setDraft(text)
          if (isCompleteQuantity(text) && Number(text) !== value) onChange(Number(text))
        }}
        onBlur={commit}
      />
    </div>
  )
}
