import { ChevronDownIcon } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FocusEvent, type PointerEvent as ReactPointerEvent } from 'react'
import { Link } from 'react-router'
import type { Collection } from '#shared/contracts/collections'

/** How long the pointer may be off the item before its list closes, as with Radix's navigation menu. */
const CLOSE_DELAY_MS = 150

/**
 * product.md 2.2: Collecties in the desktop header, a disclosure button with the collections below it.
 * Hover or click opens it; Escape, a click elsewhere, focus leaving it or choosing a collection
 * closes it. Written out rather than taken from Radix's navigation menu, whose code (with its
 * layers and collections) would otherwise be a tenth of the storefront's first download.
 */
export function CollectionsNavItem({ collections }: { collections: Collection[] }) {
  const [open, setOpen] = useState(false)
  const itemRef = useRef<HTMLLIElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const closeTimer = useRef<number | undefined>(undefined)
  const listId = useId()

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  useEffect(() => () => window.clearTimeout(closeTimer.current), [])

  const openByHover = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (event.pointerType !== 'mouse') return
    window.clearTimeout(closeTimer.current)
    setOpen(true)
  }
  const closeByHover = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (event.pointerType !== 'mouse') return
    window.clearTimeout(closeTimer.current)
    closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS)
  }
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    if (!itemRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
  }

  return (
    <li ref={itemRef} className="relative" onPointerEnter={openByHover} onPointerLeave={closeByHover} onBlur={closeWhenFocusLeaves}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="group flex min-h-11 items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted data-[state=open]:bg-muted"
      >
        Collecties
        <ChevronDownIcon aria-hidden className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </button>
      <div
        id={listId}
        hidden={!open}
        className="absolute top-full left-0 mt-2 w-72 rounded-[var(--radius)] border border-border bg-card p-2 shadow-lg"
      >
        {/* Rendered only while open: a closed menu costs no links on every page load (and none on a phone). */}
        {open && (
          <ul className="grid gap-0.5">
            {collections.map((collection) => (
              <li key={collection.id}>
                <Link
                  to={`/collections/${collection.slug}`}
                  onClick={() => setOpen(false)}
                  className="flex min-h-11 items-center rounded-md px-3 py-2 text-sm hover:bg-muted focus:bg-muted"
                >
                  {collection.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  )
}
