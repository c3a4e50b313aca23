import { EmailsPage } from '#client/features/admin-emails/components/emails-page'

/** The e-mails the shop sent, holds or could not send (decisions 020, 038), as the buyers receive them. */
export function AdminEmailsRoute() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">E-mails</h1>
      <EmailsPage />
    </div>
  )
}
