import { AdminPage } from '#client/components/layout/admin-page'
import { EmailsPage } from '#client/features/admin-emails/components/emails-page'

/** The e-mails the shop sent, holds or could not send (decisions 020, 038), as the buyers receive them. */
export function AdminEmailsRoute() {
  return (
    <AdminPage title="E-mails">
      <EmailsPage />
    </AdminPage>
  )
}
