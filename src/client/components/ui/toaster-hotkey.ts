/**
 * product.md 4: the key that focuses the notification area, as Radix matches it (KeyboardEvent.code).
 * Apart from the toaster so that the first download, which only listens for it, stays without Radix.
 */
export const TOAST_HOTKEY = 'F8'
