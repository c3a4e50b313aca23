/**
 * Whether the browser may be sent to a payment URL from the server's answer: the demo provider answers
 * a path of this shop, Mollie an https address; nothing else (a `javascript:` URL) is followed.
 */
export function isNavigableUrl(url: string): boolean {
  try {
    const protocol = new URL(url, window.location.origin).protocol
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}
