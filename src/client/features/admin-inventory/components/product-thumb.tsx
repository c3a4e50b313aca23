import { ImageOffIcon } from 'lucide-react'
import { useState } from 'react'

/** The 40×40 picture of a row; a grey box with an icon when the image does not load. */
export function ProductThumb({ src }: { src: string }) {
  const [failedSrc, setFailedSrc] = useState<string>()
  if (!src || failedSrc === src) {
    return (
      <span className="grid size-10 shrink-0 place-items-center rounded-md bg-muted text-muted-foreground">
        <ImageOffIcon aria-hidden className="size-4" />
      </span>
    )
  }
  return (
    <img
      src={src}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className="size-10 shrink-0 rounded-md bg-muted object-cover"
    />
  )
}
