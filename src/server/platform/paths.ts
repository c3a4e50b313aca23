const API_ROOTS = ['/api', '/ws']

/** The API's addresses (JSON answers and the WebSocket), as against the pages and files of the client. */
export function isApiPath(url: string): boolean {
  for (const root of API_ROOTS) {
    if (!url.startsWith(root)) continue
    const next = url.charAt(root.length)
    return next === '' || next === '/' || next === '?'
  }
  return false
}
