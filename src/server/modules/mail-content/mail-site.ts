/** What every e-mail says about the shop: its name, its contact address and where it lives. */
export type MailSite = {
  shopName: string
  contactEmail: string
  /** The shop's public address (PUBLIC_URL), for the links in a message. */
  publicUrl: string
}

/** A link to a page of the shop: `publicUrl` with or without a trailing slash. */
export function shopUrl(site: MailSite, path: string): string {
  return `${site.publicUrl.replace(/\/+$/, '')}${path}`
}
