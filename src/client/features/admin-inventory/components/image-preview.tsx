import { useState } from 'react'

/** Only something that can be an image address is loaded; the rest would just fetch a page. */
const loadable = /^(https?:\/\/[^\s]+|\/[^\s/][^\s]*)$/i

/** product.md 5: the Add Product form's preview, hidden when the image fails to load. */
export function ImagePreview({ url }: { url: string }) {
  const [failedUrl, setFailedUrl] = useState<string>()
  const src = url.trim()
  if (!loadable.test(src) || failedUrl === src) return null
  return (
    <img
      src={src}
      alt="Voorbeeld van de afbeelding"
      width={128}
      height={128}
      onError={() => setFailedUrl(src)}
      className="size-32 rounded-[var(--radius)] border border-border bg-muted object-contain"
    />
  )
}
