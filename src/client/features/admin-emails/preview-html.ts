/**
 * What the preview frame shows fits its width, as a phone's mail app fits a message to the screen
 * (decision 041): a long unbroken word (the order page's link) breaks rather than widening the message
 * past the frame's right edge, and a picture is no wider than the frame. The message itself is unchanged.
 */
const fitToFrame = '<style>html,body{overflow-wrap:anywhere}img{max-width:100%;height:auto}</style>'

export function previewHtml(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html)
  if (!head) return fitToFrame + html
  const at = head.index + head[0].length
  return html.slice(0, at) + fitToFrame + html.slice(at)
}
