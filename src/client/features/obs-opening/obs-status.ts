import type { ObsStatus } from './obs-link'

/** decision 062: how the overlay's line to OBS is doing, in the seller's words (shown only outside OBS). */
export function obsStatusLine(status: ObsStatus, obsUrl: string): string {
  switch (status) {
    case 'connecting':
      return `Verbinden met OBS op ${obsUrl}…`
    case 'connected':
      return 'Verbonden met OBS.'
    case 'away':
      return `OBS is niet bereikbaar op ${obsUrl}. Staat OBS open en staat de WebSocket-server aan (Extra → WebSocket-serverinstellingen)? De overlay probeert het steeds opnieuw.`
    case 'wrong-password':
      return 'Het wachtwoord van OBS klopt niet. Kopieer het wachtwoord uit OBS (Extra → WebSocket-serverinstellingen → Verbindingsgegevens tonen) en maak in het beheer een nieuwe link.'
  }
}
