import { RotateCcwIcon } from 'lucide-react'
import { Button } from '#client/components/ui/button'
import { useResetData } from '../api/reset-data'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog'

/** product.md 2.10 and 8: clears all sales data and points, after the seller confirms. */
export function ResetDataButton() {
  const reset = useResetData()
  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive">
          <RotateCcwIcon aria-hidden />
          Reset Data
        </Button>
      }
      title="Weet je zeker dat je alle verkoop data en punten wilt resetten?"
      description="Alle bestellingen, betalingen en punten worden gewist. Producten, categorieën en collecties blijven bestaan."
      confirmLabel="Resetten"
      onConfirm={() => reset.mutateAsync()}
    />
  )
}
