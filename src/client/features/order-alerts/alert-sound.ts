/**
 * `?sound=1`: a short two-note chime with each alert, made with the Web Audio API so the overlay
 * needs no sound file. OBS browser sources may play sound without a click; an ordinary browser tab
 * allows it only after the page was clicked once.
 */
export function createAlertChime(): () => void {
  let context: AudioContext | undefined
  return () => {
    context ??= new AudioContext()
    if (context.state === 'suspended') void context.resume()
    const start = context.currentTime
    for (const [offset, frequency] of [
      [0, 880],
      [0.14, 1318.5],
    ] as const) {
      const oscillator = context.createOscillator()
      const gain = context.createGain()
      oscillator.type = 'sine'
      oscillator.frequency.value = frequency
      gain.gain.setValueAtTime(0.0001, start + offset)
      gain.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02)
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.45)
      oscillator.connect(gain).connect(context.destination)
      oscillator.start(start + offset)
      oscillator.stop(start + offset + 0.5)
    }
  }
}
