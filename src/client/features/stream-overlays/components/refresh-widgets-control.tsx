import { RefreshWidgetsButton } from './refresh-widgets-button'

/** product.md 13: 'Widgets verversen' in the overlays card, with what it does. */
export function RefreshWidgetsControl() {
  return (
    <section aria-labelledby="refresh-widgets-title" className="grid content-start gap-2 rounded-[var(--radius)] bg-muted p-4">
      <h3 id="refresh-widgets-title" className="font-semibold">
        Vastgelopen of verouderd?
      </h3>
      <p id="refresh-widgets-hint" className="text-sm text-muted-foreground">
        Laadt alle geopende widgets en overlays opnieuw, ook de bronnen in OBS.
      </p>
      <div>
        <RefreshWidgetsButton describedBy="refresh-widgets-hint" />
      </div>
    </section>
  )
}
