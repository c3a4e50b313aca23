/** SPEC 2.11. The back-office screens are built in their own features; this route frames them. */
export function AdminOrdersRoute() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Bestellingen</h1>
    </div>
  )
}
