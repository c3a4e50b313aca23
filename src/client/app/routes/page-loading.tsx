export function PageLoading() {
  return (
    <p role="status" className="mx-auto max-w-6xl px-4 py-16 text-center text-muted-foreground">
      Bezig met laden...
    </p>
  )
}
