import { Button } from '#client/components/ui/button'

/** The orders could not be read: say why and offer to try again. */
export function OrdersLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-[var(--radius)] border border-destructive p-4">
      <p className="text-destructive">Bestellingen konden niet worden geladen: {message}</p>
      <Button variant="outline" onClick={onRetry}>
        Opnieuw proberen
      </Button>
    </div>
  )
}
