import { LoaderCircleIcon, PlayIcon, SquareIcon } from 'lucide-react'

/** What the live button says (product.md 4): 'Start Stream' or 'Stop Stream', with a spinner while it is sent. */
export function LiveToggleLabel({ isLive, isPending }: { isLive: boolean | undefined; isPending: boolean }) {
  return (
    <>
      {isPending ? (
        <LoaderCircleIcon aria-hidden className="animate-spin motion-reduce:animate-none" />
      ) : isLive ? (
        <SquareIcon aria-hidden />
      ) : (
        <PlayIcon aria-hidden />
      )}
      {isLive ? 'Stop Stream' : 'Start Stream'}
    </>
  )
}
