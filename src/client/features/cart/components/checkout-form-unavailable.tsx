/** Shown in the details step when the form's code could not be downloaded (offline, a new release). */
export function CheckoutFormUnavailable() {
  return (
    <div role="alert" className="m-4 rounded-[var(--radius)] border border-destructive p-4 text-sm text-destructive">
      Het formulier kon niet worden geladen. Controleer je verbinding en herlaad de pagina; je winkelwagen blijft
      bewaard.
    </div>
  )
}
