/** The picture formats the shop takes from the seller, by their first bytes (decision 056). */
export type ImageType = { contentType: 'image/jpeg' | 'image/png' | 'image/webp'; extension: 'jpg' | 'png' | 'webp' }

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte)
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0))
}

/**
 * What the bytes really are, never what the request says they are: a JPEG, PNG or WebP, or undefined
 * for anything else (an SVG can carry a script, a GIF or an HTML page is not taken).
 */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, PNG)) return { contentType: 'image/png', extension: 'png' }
  if (startsWith(bytes, JPEG)) return { contentType: 'image/jpeg', extension: 'jpg' }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { contentType: 'image/webp', extension: 'webp' }
  return undefined
}

/** The type a stored name's extension stands for; undefined for a name the store never gives out. */
export function imageTypeOfName(name: string): ImageType | undefined {
  const extension = /^[0-9a-f]{64}\.(jpg|png|webp)$/.exec(name)?.[1]
  if (extension === 'jpg') return { contentType: 'image/jpeg', extension }
  if (extension === 'png') return { contentType: 'image/png', extension }
  if (extension === 'webp') return { contentType: 'image/webp', extension }
  return undefined
}
