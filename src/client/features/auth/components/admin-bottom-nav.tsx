import { NavLink, useLocation } from 'react-router'
import { adminNavItems, isCurrentNavItem } from '../admin-nav'
import { AdminMoreDialog } from './admin-more-dialog'
import { NavCount, useNavCounts } from './nav-count'

/**
 * A fifth of the bar, at least 56 px high; the page on screen is marked by colour and a line above it.
 * The words stay on one line ('Verzendingen' just fits a fifth of a 360 px screen).
 */
const tabClass = [
  'relative flex min-h-14 w-full flex-col items-center justify-center gap-0.5 text-[0.625rem] leading-tight font-medium tracking-tight whitespace-nowrap',
  'text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2',
  'before:absolute before:inset-x-3 before:top-0 before:h-0.5 before:rounded-full',
  'aria-[current=page]:text-primary aria-[current=page]:before:bg-primary',
  'data-[current]:text-primary data-[current]:before:bg-primary',
].join(' ')

/** A tab's count (decision 055) at the top right of its icon, where it does not push the words aside. */
const countClass = 'absolute top-1 left-1/2 ml-1.5'

const barItems = adminNavItems.filter((item) => item.inBar)
const moreItems = adminNavItems.filter((item) => !item.inBar)

/**
 * decision 041: the back office's navigation on a phone, at the bottom where the thumb is: the pages the
 * seller uses during a live, and 'Meer' with the rest; 'Meer' counts what waits under it, the
 * withdrawal statements to decide (decision 055). Sticky at the end of the admin page rather than
 * fixed, so it never covers the page's last lines or the footer; it keeps clear of the iPhone's home
 * indicator. From md up the header's admin menu is the navigation.
 */
export function AdminBottomNav() {
  const { pathname } = useLocation()
  const { countOf, total } = useNavCounts()
  return (
    <nav
      aria-label="Beheer"
      className="sticky bottom-0 z-30 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden print:hidden"
    >
      <ul className="grid grid-cols-5">
        {barItems.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={tabClass}>
              <item.icon aria-hidden className="size-5" />
              {item.label}
              <NavCount count={countOf(item)} className={countClass} />
            </NavLink>
          </li>
        ))}
        <li>
          <AdminMoreDialog
            items={moreItems}
            countOf={countOf}
            count={<NavCount count={total(moreItems)} className={countClass} />}
            holdsCurrent={moreItems.some((item) => isCurrentNavItem(item, pathname))}
            tabClassName={tabClass}
          />
        </li>
      </ul>
    </nav>
  )
}
