import { ChevronDownIcon } from 'lucide-react'
import { NavigationMenu } from 'radix-ui'
import type { ReactNode } from 'react'
import { Link, NavLink } from 'react-router'
import type { Collection } from '../../../shared/contracts/collections'
import { cn } from '../../lib/cn'
import { MobileMenu } from './mobile-menu'
import { useScrolled } from './use-scrolled'

type Props = {
  shopName: string
  collections: Collection[]
  /** The user icon: a login button, or the admin menu when logged in. */
  userMenu: ReactNode
}

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted', isActive && 'text-primary')

/** SPEC 2.2: sticky, brand link, Home / Collecties / Contact, user icon at the right. */
export function SiteHeader({ shopName, collections, userMenu }: Props) {
  const scrolled = useScrolled()
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200',
        scrolled ? 'border-border bg-card/90 shadow-sm backdrop-blur' : 'border-transparent bg-background',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link to="/" className="text-lg font-extrabold tracking-tight text-primary">
          {shopName}
        </Link>

        <NavigationMenu.Root className="relative hidden md:block" aria-label="Hoofdmenu">
          <NavigationMenu.List className="flex items-center gap-1">
            <NavigationMenu.Item>
              <NavLink to="/" end className={navLink}>
                Home
              </NavLink>
            </NavigationMenu.Item>
            <NavigationMenu.Item>
              <NavigationMenu.Trigger className="group flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted data-[state=open]:bg-muted">
                Collecties
                <ChevronDownIcon aria-hidden className="size-4 transition-transform group-data-[state=open]:rotate-180" />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-72 rounded-[var(--radius)] border border-border bg-card p-2 shadow-lg">
                <ul className="grid gap-0.5">
                  {collections.map((collection) => (
                    <li key={collection.id}>
                      <NavigationMenu.Link asChild>
                        <Link
                          to={`/collections/${collection.slug}`}
                          className="block rounded-md px-3 py-2 text-sm hover:bg-muted focus:bg-muted"
                        >
                          {collection.name}
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
            <NavigationMenu.Item>
              <NavLink to="/contact" className={navLink}>
                Contact
              </NavLink>
            </NavigationMenu.Item>
          </NavigationMenu.List>
        </NavigationMenu.Root>

        <div className="ml-auto flex items-center gap-1">
          {userMenu}
          <MobileMenu shopName={shopName} collections={collections} />
        </div>
      </div>
    </header>
  )
}
