import { toast } from '#client/components/ui/use-toast'
import { popupFeatures } from './overlay-url'
import type { StreamOverlay } from './stream-overlays'

/**
 * Opens the link in a popup window of the overlay's size. Each overlay has its own named window,
 * so a second click brings that window back rather than stacking copies on the streaming PC.
 */
export function openPopup(url: string, overlay: StreamOverlay): void {
  const popup = window.open(url, `packstroom-${overlay.id}`, popupFeatures(overlay.popup))
  if (popup) {
    popup.focus()
    return
  }
  toast({
    variant: 'destructive',
    title: 'Pop-up geblokkeerd',
    description: 'Sta pop-ups toe voor deze site, of kopieer de link en open hem zelf.',
  })
}
