import { useEffect, useMemo, useRef, useState } from 'react'
import { ApiError } from '#client/lib/api-client'
import { postOpeningTimecodes, useOverlayHead } from '../api/overlay'
import { obsStatusLine } from '../obs-status'
import { obsUrlProblem, readOverlayLink } from '#client/lib/obs-overlay-link'
import { chapterName } from '#shared/domain/openings'
import { edgesBetween, onStreamLine, type OverlayHeadOrder } from '../opening-edges'
import { startObsLink, type ObsLink, type ObsStatus } from '../obs-link'

declare global {
  interface Window {
    /** Set by OBS's browser source (obs-browser) in every page it shows. */
    obsstudio?: unknown
  }
}

/**
 * decision 062: /obs/opening, the OBS overlay that carries the order on stream, 'Nu aan de beurt:
 * @koper · 8E648974', and at each opening's start and end reads OBS's timecodes, marks a chapter in
 * the recording and posts them to the shop with the overlay's key. Inside OBS it shows only that line:
 * whatever it shows is on stream. Opened in a browser (the seller's check, not OBS) it shows how its
 * key and its line to OBS are doing, and marks and posts nothing.
 */
export function OpeningOverlay() {
  const settings = useMemo(() => readOverlayLink(window.location.hash), [])
  const inObs = window.obsstudio !== undefined
  const urlProblem = obsUrlProblem(settings.obsUrl)
  const head = useOverlayHead(settings.key)
  const [obsStatus, setObsStatus] = useState<ObsStatus>('connecting')
  const link = useRef<ObsLink | null>(null)

  useEffect(() => {
    if (urlProblem !== null) return undefined
    const started = startObsLink(settings.obsUrl, settings.obsPassword, setObsStatus)
    link.current = started
    return () => {
      started.stop()
      link.current = null
    }
  }, [settings, urlProblem])

  // The opening edges, one change of the head after the other, in order.
  const previous = useRef<OverlayHeadOrder | null>(null)
  const work = useRef<Promise<void>>(Promise.resolve())
  const data = head.data
  useEffect(() => {
    if (!data) return
    const edges = edgesBetween(previous.current, data.head, data.isLive)
    previous.current = data.isLive ? data.head : null
    if (edges.length === 0 || !inObs) return
    work.current = work.current.then(async () => {
      const obs = link.current
      const timecodes = obs ? await obs.readTimecodes() : null
      // OBS away: the shop's own wall clock has the moment; there is nothing of OBS's to post.
      if (!obs || !timecodes) return
      for (const { orderId, edge, head: order } of edges) {
        const chapterMarked = edge === 'start' && timecodes.recording ? await obs.markChapter(chapterName(order)) : false
        const { recordTimecode, streamTimecode } = timecodes
        await postOpeningTimecodes(settings.key, { orderId, edge, recordTimecode, streamTimecode, chapterMarked })
      }
    })
  }, [data, inObs, settings.key])

  const keyProblem =
    settings.key === ''
      ? 'Deze link heeft geen overlay-sleutel. Maak in het beheer bij Stream overlays een nieuwe link.'
      : head.error instanceof ApiError
        ? head.error.message
        : head.isError
          ? 'De winkel is even niet bereikbaar; de overlay probeert het opnieuw.'
          : null

  return (
    <>
      {data?.head && (
        <section aria-label="Nu aan de beurt" className="overlay-panel px-4 py-3">
          <p className="truncate text-2xl font-extrabold">{onStreamLine(data.head)}</p>
        </section>
      )}
      {!inObs && (
        <section aria-labelledby="obs-check-title" className="overlay-panel grid gap-2 p-4 text-base">
          <h1 id="obs-check-title" className="text-lg font-bold">
            Controle van de OBS-koppeling
          </h1>
          <p role="status" className="font-semibold">
            {keyProblem ?? (head.isSuccess ? 'Overlay-sleutel werkt.' : 'Overlay-sleutel controleren…')}
          </p>
          <p role="status" className="font-semibold">
            {urlProblem ?? obsStatusLine(obsStatus, settings.obsUrl)}
          </p>
          <p className="text-white/85">
            Dit venster is alleen een controle: het zet geen hoofdstukken en stuurt geen tijdcodes. Dat doet de
            overlay als bronnetje in OBS, waar deze meldingen niet in beeld komen.
          </p>
        </section>
      )}
    </>
  )
}
