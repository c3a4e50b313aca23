/** Hands each message a client received, with when it arrived, to whatever is waiting for one. */
export type Watch<Client> = (client: Client, text: string, at: number) => void

/**
 * When each client first received a message holding `marker`: ends once all `clients()` have, or at
 * the timeout, and hands `done` the arrival times and how many never received it. The returned watch
 * is fed every message; the viewer processes of the fan-out benchmarks share it.
 */
export function watchArrivals<Client>(
  marker: string,
  timeoutMs: number,
  clients: () => number,
  done: (result: { times: number[]; missing: number }) => void,
): Watch<Client> {
  const arrived = new Map<Client, number>()
  let finished = false
  const finish = () => {
    if (finished) return
    finished = true
    clearTimeout(timer)
    done({ times: [...arrived.values()], missing: clients() - arrived.size })
  }
  const timer = setTimeout(finish, timeoutMs)
  return (client, text, at) => {
    if (finished || !text.includes(marker) || arrived.has(client)) return
    arrived.set(client, at)
    if (arrived.size === clients()) finish()
  }
}
