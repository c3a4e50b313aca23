import {
  BanknoteIcon,
  MailIcon,
  PackageIcon,
  RadioIcon,
  ReceiptTextIcon,
  SettingsIcon,
  SwordsIcon,
  TruckIcon,
  UndoIcon,
  VideoIcon,
  type LucideIcon,
} from 'lucide-react'

export type AdminNavItem = {
  to: string
  label: string
  icon: LucideIcon
  /** In the phone's bottom bar (decision 041); the others are under 'Meer'. */
  inBar?: boolean
  /** What waits on the page for the seller, counted beside its name (decision 055): the statements to decide. */
  counts?: 'withdrawals'
}

/**
 * product.md 2.2: the back office's pages, in the admin menu's order. 'Live' first (decision 040), then
 * Voorraad beheer, Bestellingen, Terugbetalingen (decision 028), Herroepingen (decision 039), Pack Battles,
 * Verzendingen (decision 022), E-mails, Live sessies (decision 060) and Instellingen (decision 037). The bar holds what the seller
 * reaches for during a live (decision 041).
 */
export const adminNavItems: readonly AdminNavItem[] = [
  { to: '/admin/live', label: 'Live', icon: RadioIcon, inBar: true },
  { to: '/admin/inventory', label: 'Voorraad beheer', icon: PackageIcon },
  { to: '/admin/orders', label: 'Bestellingen', icon: ReceiptTextIcon, inBar: true },
  { to: '/admin/refunds', label: 'Terugbetalingen', icon: BanknoteIcon },
  { to: '/admin/withdrawals', label: 'Herroepingen', icon: UndoIcon, counts: 'withdrawals' },
  { to: '/admin/pack-battles', label: 'Pack Battles', icon: SwordsIcon, inBar: true },
  { to: '/admin/shipments', label: 'Verzendingen', icon: TruckIcon, inBar: true },
  { to: '/admin/emails', label: 'E-mails', icon: MailIcon },
  { to: '/admin/live-sessions', label: 'Live sessies', icon: VideoIcon },
  { to: '/admin/setup', label: 'Instellingen', icon: SettingsIcon },
]

/** Whether `pathname` is the item's page or a page under it (the packing slips are Verzendingen's). */
export function isCurrentNavItem(item: AdminNavItem, pathname: string): boolean {
  return pathname === item.to || pathname.startsWith(`${item.to}/`)
}
