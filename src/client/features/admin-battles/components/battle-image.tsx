import { ImageOffIcon } from 'lucide-react'
import { useState } from 'react'
import { cn } from '#client/lib/cn'

type Props = { src: string; alt: string; className?: string }

/** The battle's product picture at a fixed size, so the list does not jump while images load. */
export function BattleImage({ src, alt, className }: Props) {
  // The src that failed, so a corrected url (after an edit) is tried again.
  const [failedSrc, setFailedSrc] = useState<string>()
  const box = cn('size-20 shrink-0 rounded-md border border-border bg-muted', className)
  if (!src || failedSrc === src) {
    return (
      <div className={cn(box, 'flex items-center justify-center text-muted-foreground')}>
        <ImageOffIcon aria-hidden className="size-6" />
      </div>
    )
  }
  return (
    <img
      src={src}
      alt={alt}
      width={80}
      height={80}
      loading="lazy"
      onError={() => setFailedSrc(src)}
      className={cn(box, 'object-contain')}
    />
  )
}
