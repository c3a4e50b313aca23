/** How to put an overlay in OBS, in the words of OBS's Dutch interface. */
export function ObsAdvice() {
  return (
    <section aria-labelledby="obs-advice-title" className="grid content-start gap-2 rounded-[var(--radius)] bg-muted p-4">
      <h3 id="obs-advice-title" className="font-semibold">
        Zo zet je een overlay in OBS
      </h3>
      <ol className="grid list-decimal gap-1.5 pl-5 text-sm">
        <li>Kopieer de link van de overlay.</li>
        <li>
          Voeg in OBS bij Bronnen een <strong>Browserbron</strong> toe en plak de link bij URL.
        </li>
        <li>
          Zet de breedte op <strong>600 px</strong> en de hoogte op <strong>800 px</strong>.
        </li>
        <li>De achtergrond is transparant: laat de standaard aangepaste CSS van OBS staan.</li>
        <li>
          Geluid bij bestelmeldingen? Zet hier <strong>Met geluid</strong> aan en vink in OBS{' '}
          <strong>Audio via OBS regelen</strong> aan.
        </li>
      </ol>
    </section>
  )
}
