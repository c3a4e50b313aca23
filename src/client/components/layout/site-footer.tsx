import { Link } from 'react-router'
import type { ShopInfo } from '#shared/contracts/shop'

const policyLinks = [
  { to: '/terms', label: 'Algemene voorwaarden' },
  { to: '/privacy', label: 'Privacybeleid' },
  { to: '/refund', label: 'Retourbeleid' },
  { to: '/shipping-policy', label: 'Verzendbeleid' },
  { to: '/additional-terms', label: 'Overige voorwaarden' },
  { to: '/contact', label: 'Contact' },
  // decision 039: the withdrawal function, on every page.
  { to: '/herroepen', label: 'Overeenkomst herroepen' },
]

export function SiteFooter({ shop }: { shop: ShopInfo }) {
  return (
    <footer className="mt-16 border-t border-border bg-card">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-2">
        <div className="grid gap-2 text-sm text-muted-foreground">
          <p className="text-base font-bold text-foreground">{shop.shopName}</p>
          <p>Live pack openings op TikTok ({shop.tiktokHandle}).</p>
          <p>
            E-mail:{' '}
            <a
              href={`mailto:${shop.contactEmail}`}
              className="inline-flex min-h-11 items-center text-primary underline underline-offset-4 hover:no-underline"
            >
              {shop.contactEmail}
            </a>
          </p>
          <p>KvK-nummer: {shop.companyRegNumber}</p>
        </div>
        <nav aria-label="Informatie">
          {/* Each link a 44 px high target (decision 042), so the rows need no gap of their own. */}
          <ul className="grid gap-x-4 text-sm sm:grid-cols-2">
            {policyLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 min-w-11 items-center text-muted-foreground hover:text-foreground hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-border py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} {shop.shopName}. Alle prijzen zijn in euro, inclusief btw.
      </p>
    </footer>
  )
}
