import { useEffect, useState } from 'react'

/** The current time, renewed every `everyMs` while the component is mounted (a countdown's tick). */
export function useNow(everyMs = 1_000): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
