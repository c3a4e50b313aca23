import { Button } from '#client/components/ui/button'

/** A read that failed for another reason than 'not found': say so and offer to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-[var(--radius)] border border-destructive p-4">
      <p className="text-destructive">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Opnieuw proberen
      </Button>
    </div>
  )
}
