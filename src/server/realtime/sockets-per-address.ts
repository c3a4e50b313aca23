/**
 * Open WebSockets per client address on this instance, so one client cannot hold hundreds. Counted
 * from the upgrade until the connection closes, whatever ends it.
 */
export class SocketsPerAddress {
  private readonly open = new Map<string, number>()

  constructor(readonly max: number) {}

  /** Counts one more connection from this address; false, counting nothing, when it holds `max` already. */
  tryOpen(address: string): boolean {
    const count = this.open.get(address) ?? 0
    if (count >= this.max) return false
    this.open.set(address, count + 1)
    return true
  }

  closed(address: string): void {
    const count = this.open.get(address) ?? 0
    if (count <= 1) this.open.delete(address)
    else this.open.set(address, count - 1)
  }

  count(address: string): number {
    return this.open.get(address) ?? 0
  }
}

/**
 * The machine itself. Not capped: behind a proxy on the same host without TRUST_PROXY every viewer
 * would be this one address, and a cap would cut the audience at `max` (README, TRUST_PROXY).
 */
export function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.')
}
