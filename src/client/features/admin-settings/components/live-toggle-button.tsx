import { useEffect, useRef } from 'react'
import { Button, type ButtonProps } from '#client/components/ui/button'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog'
import { LiveToggleLabel } from './live-toggle-label'

type Props = Pick<ButtonProps, 'size' | 'className'> & {
  isLive: boolean | undefined
  isPending: boolean
  toggle: () => Promise<boolean>
  /** The look while offline, when the button starts the stream. */
  startVariant?: ButtonProps['variant']
  /** The look while live, when the button stops it. */
  stopVariant?: ButtonProps['variant']
}

/**
 * product.md 4's one button: 'Start Stream' starts at once; 'Stop Stream' asks first (decision 057), as a
 * tap by accident mid-live would tell every buyer the stream is over. The dialog is an alertdialog whose
 * focus starts on 'Live blijven', and Escape keeps the stream going.
 */
export function LiveToggleButton({ isLive, isPending, toggle, startVariant = 'default', stopVariant = 'outline', size, className }: Props) {
  const buttonRef = useRef<HTMLButtonElement>(null)
  const stopping = useRef(false)
  // Stopped: the dialog leaves with the live state, so focus goes to the button, now 'Start Stream'.
  useEffect(() => {
    if (isLive || !stopping.current) return
    stopping.current = false
    buttonRef.current?.focus()
  }, [isLive])

  const button = (
    <Button
      ref={buttonRef}
      size={size}
      className={className}
      variant={isLive ? stopVariant : startVariant}
      disabled={isLive === undefined || isPending}
      onClick={isLive ? undefined : () => void toggle()}
    >
      <LiveToggleLabel isLive={isLive} isPending={isPending} />
    </Button>
  )
  if (!isLive) return button
  return (
    <ConfirmDialog
      trigger={button}
      title="Stream stoppen?"
      description="Kopers zien dan meteen op de site dat je offline bent. Je kunt de stream daarna weer starten met Start Stream."
      cancelLabel="Live blijven"
      confirmLabel="Stream stoppen"
      onConfirm={async () => {
        stopping.current = true
        if (!(await toggle())) stopping.current = false
      }}
    />
  )
}
