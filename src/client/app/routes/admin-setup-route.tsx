import { SetupPage } from '#client/features/admin-setup/components/setup-page'

/** Decision 037: 'Instellingen', each setting's state and what to do about it. */
export function AdminSetupRoute() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Instellingen</h1>
      <SetupPage />
    </div>
  )
}
