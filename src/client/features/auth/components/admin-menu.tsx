import {
  BanknoteIcon,
  LogOutIcon,
  MailIcon,
  PackageIcon,
  ReceiptTextIcon,
  SettingsIcon,
  SwordsIcon,
  TruckIcon,
  UndoIcon,
  UserRoundCheckIcon,
} from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import { Button } from '#client/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu'
import { useLogout } from '../api/session'

/**
 * product.md 2.2: Voorraad beheer, Bestellingen, Terugbetalingen (decision 028, beside the orders the money
 * came from), Herroepingen (decision 039, beside the refunds they lead to), Pack Battles, Verzendingen
 * (decision 022), E-mails, Instellingen (decision 037); and a way to log out.
 */
export function AdminMenu() {
  const logout = useLogout()
  const navigate = useNavigate()
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Beheermenu">
          <UserRoundCheckIcon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem asChild>
          <Link to="/admin/inventory">
            <PackageIcon aria-hidden /> Voorraad beheer
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/admin/orders">
            <ReceiptTextIcon aria-hidden /> Bestellingen
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/admin/refunds">
            <BanknoteIcon aria-hidden /> Terugbetalingen
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/admin/withdrawals">
            <UndoIcon aria-hidden /> Herroepingen
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/admin/pack-battles">
            <SwordsIcon aria-hidden /> Pack Battles
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/admin/shipments">
            <TruckIcon aria-hidden /> Verzendingen
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/admin/emails">
            <MailIcon aria-hidden /> E-mails
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/admin/setup">
            <SettingsIcon aria-hidden /> Instellingen
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => logout.mutate(undefined, { onSettled: () => void navigate('/') })}>
          <LogOutIcon aria-hidden /> Uitloggen
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
