import { AdminPage } from '#client/components/layout/admin-page'
import { PersonalDataRetentionCard } from '#client/features/admin-privacy/components/personal-data-retention-card'
import { SetupPage } from '#client/features/admin-setup/components/setup-page'
import { ObsLinkCard } from '#client/features/stream-overlays/components/obs-link-card'
import { StreamOverlaysCard } from '#client/features/stream-overlays/components/stream-overlays-card'

/**
 * Decision 037: 'Instellingen', each setting's state and what to do about it; with what else the seller
 * sets up once rather than during a live (decision 041): the overlays' links for OBS, the OBS opening overlay's key (decision 062), and wiping the
 * personal data past its retention period (`PII_RETENTION_DAYS`, one of the settings above it).
 */
export function AdminSetupRoute() {
  return (
    <AdminPage title="Instellingen">
      <SetupPage />
      <StreamOverlaysCard />
      <ObsLinkCard />
      <PersonalDataRetentionCard />
    </AdminPage>
  )
}
