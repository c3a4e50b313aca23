import { LogOutIcon, UserRoundCheckIcon } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { Button } from '#client/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu'
import { useLogOutToHome } from '../api/log-out'
import { adminNavItems, isCurrentNavItem } from '../admin-nav'

/**
 * product.md 2.2: the admin menu of the header, every back-office page (admin-nav.ts) and a way to log
 * out. On a phone the bottom bar (decision 041) offers the same pages under the thumb; this menu stays
 * for a wide screen and the keyboard.
 */
export function AdminMenu() {
  const logOut = useLogOutToHome()
  const { pathname } = useLocation()
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Beheermenu">
          <UserRoundCheckIcon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {adminNavItems.map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link
              to={item.to}
              aria-current={isCurrentNavItem(item, pathname) ? 'page' : undefined}
              className="aria-[current=page]:font-semibold aria-[current=page]:text-primary"
            >
              <item.icon aria-hidden /> {item.label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={logOut}>
          <LogOutIcon aria-hidden /> Uitloggen
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
