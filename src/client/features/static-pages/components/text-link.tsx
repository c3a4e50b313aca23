import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** The vertical padding lifts an inline link's tap area to 44 px without spacing its lines apart (decision 042). */
const linkClass = 'py-3.5 text-primary underline underline-offset-4 hover:no-underline'

type Props = { children: ReactNode } & ({ to: string } | { href: string })

/**
 * A link in a static page's prose: `to` another page of the shop, or `href` an address outside it;
 * another website opens in a new tab.
 */
export function TextLink(props: Props) {
  if ('to' in props) {
    return (
      <Link to={props.to} className={linkClass}>
        {props.children}
      </Link>
    )
  }
  const otherSite = /^https?:/.test(props.href)
  return (
    <a
      href={props.href}
      className={linkClass}
      {...(otherSite ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {props.children}
    </a>
  )
}
