import { HeldMailBanner } from '#client/features/admin-emails/components/held-mail-banner'
import { SetupBanner } from '#client/features/admin-setup/components/setup-banner'

/**
 * What the seller must know on every admin page, above the page itself: one notice per feature that
 * has one (decision 037's setup banner, decision 038's e-mails held or failed), on the header's grid (decision
 * 041). The area takes no room while no notice shows, and stays off paper (the packing slips).
 */
export function AdminNotices() {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-2 px-4 pt-4 empty:hidden print:hidden">
      <SetupBanner />
      <HeldMailBanner />
    </div>
  )
}
