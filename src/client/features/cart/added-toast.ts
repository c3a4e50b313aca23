import { dismissToast, toast } from '#client/components/ui/use-toast'

let shownId: number | undefined
let drawerOpen = false

/**
 * product.md 2.6: 'Toegevoegd aan winkelwagen' with the product's name; not while the cart drawer is
 * open (the product enters 0.6 s after the tap, perhaps after the buyer opened the cart), which shows
 * the line itself (decision 042).
 */
export function showAddedToast(productName: string): void {
  if (drawerOpen) return
  shownId = toast({ title: 'Toegevoegd aan winkelwagen', description: productName })
}

/**
 * The cart drawer opened or closed. Opened, it shows the line, so the toast has said its piece and goes:
 * it would otherwise push the drawer's content down for the rest of its five seconds (decision 042).
 */
export function cartDrawerShown(open: boolean): void {
  drawerOpen = open
  if (!open) return
  if (shownId !== undefined) dismissToast(shownId)
  shownId = undefined
}
