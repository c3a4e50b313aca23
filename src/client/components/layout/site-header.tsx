import type { ReactNode } from 'react'
import { Link, NavLink } from 'react-router'
import type { Collection } from '#shared/contracts/collections'
import { offersProducts } from '#shared/domain/collections'
import { cn } from '#client/lib/cn'
import { CollectionsNavItem } from './collections-nav-item'
import { MobileMenu, type BattleMenuLink } from './mobile-menu'
import { useScrolled } from './use-scrolled'

type Props = {
  shopName: string
  collections: Collection[]
  /** The user icon: a login button, or the admin menu when logged in. */
  userMenu: ReactNode
  /** The active Pack Battle's place on home, for the phone menu; undefined while none is active (decision 043). */
  activeBattle?: BattleMenuLink | undefined
}

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn('inline-flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted', isActive && 'text-primary')

/**
 * product.md 2.2: sticky, brand link, Home / Collecties / Contact, user icon at the right. A collection
 * without products is no destination, so the menus leave it out (decision 043).
 */
export function SiteHeader({ shopName, collections: all, userMenu, activeBattle }: Props) {
  const scrolled = useScrolled()
  const collections = all.filter(offersProducts)
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200',
        scrolled ? 'border-border bg-card/90 shadow-sm backdrop-blur' : 'border-transparent bg-background',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link to="/" className="inline-flex min-h-11 items-center text-lg font-extrabold tracking-tight text-primary">
          {shopName}
        </Link>

        <nav className="hidden md:block" aria-label="Hoofdmenu">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to="/" end className={navLink}>
                Home
              </NavLink>
            </li>
            <CollectionsNavItem collections={collections} />
            <li>
              <NavLink to="/contact" className={navLink}>
                Contact
              </NavLink>
            </li>
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1">
          {userMenu}
          <MobileMenu shopName={shopName} collections={collections} activeBattle={activeBattle} />
        </div>
      </div>
    </header>
  )
}
