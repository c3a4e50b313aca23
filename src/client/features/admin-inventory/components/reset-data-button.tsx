import { RotateCcwIcon } from 'lucide-react'
import { Button } from '#client/components/ui/button'
import { useResetData } from '../api/reset-data'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog'
import { ResetPreview } from './reset-preview'

/**
 * product.md 2.10 and 8: clears the sales data and points, after the seller confirms. The confirmation
 * asks product.md 8's question, then says what goes and what stays (decision 028: money records stay).
 */
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
      description={<ResetPreview />}
      confirmLabel="Resetten"
      onConfirm={() => reset.mutateAsync()}
    />
  )
}
