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
import { withdrawalsWaitingText } from '#client/resources/withdrawals-waiting'
import { NavCount, useNavCounts } from './nav-count'

/**
 * product.md 2.2: the admin menu of the header, every back-office page (admin-nav.ts) and a way to log
 * out; the withdrawal statements to decide are counted on it and beside 'Herroepingen' (decision 055). On a phone the bottom bar (decision 041) offers the same pages under the thumb; this menu stays
 * for a wide screen and the keyboard.
 */
export function AdminMenu() {
  const logOut = useLogOutToHome()
  const { pathname } = useLocation()
  const { countOf, total } = useNavCounts()
  const waiting = total(adminNavItems)
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={waiting > 0 ? `Beheermenu, ${withdrawalsWaitingText(waiting)}` : 'Beheermenu'}
          className="relative"
        >
          <UserRoundCheckIcon />
          <NavCount count={waiting} className="absolute -top-1 -right-1" />
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
              <NavCount count={countOf(item)} className="ml-auto" />
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
