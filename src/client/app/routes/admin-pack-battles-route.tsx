/** SPEC 2.12. The back-office screens are built in their own features; this route frames them. */
export function AdminPackBattlesRoute() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Pack Battles</h1>
    </div>
  )
}
