// Answers that go astray after Mollie did the work: lost (the connection drops before the answer),
// late (the answer comes after the shop stopped waiting) or held (none until the test drops the
// connection, so a test acts while the shop waits). Every way the payment or refund exists and an
// idempotency key is bound, which is what the shop's reconciliation must cope with (decision 052).

/** Which requests a fault takes: those whose path (without the query) matches, of this method if named. */
export type FakeMollieAnswerMatch = { path?: RegExp; method?: string }

export type AnswerFault = { kind: 'lose' } | { kind: 'delay'; ms: number } | { kind: 'hold' }

type Rule = { fault: AnswerFault; left: number; match: FakeMollieAnswerMatch }

export type AnswerFaults = ReturnType<typeof createAnswerFaults>

export function createAnswerFaults() {
  // One rule per kind: a new call replaces the last, so "the next N" means what it says.
  const rules = new Map<AnswerFault['kind'], Rule>()

  return {
    /** The next `count` matching answers get this fault; a count of 0 clears the kind. */
    set(fault: AnswerFault, count: number, match: FakeMollieAnswerMatch = {}): void {
      if (!Number.isInteger(count) || count < 0) throw new Error(`fake Mollie: a fault needs a whole count, not ${count}`)
      if (fault.kind === 'delay' && (!Number.isFinite(fault.ms) || fault.ms < 0)) throw new Error(`fake Mollie: cannot delay by ${fault.ms} ms`)
      if (count === 0) rules.delete(fault.kind)
      else rules.set(fault.kind, { fault, left: count, match })
    },
    /** The fault for this answer, if a rule takes it (and counts it): a lost answer first, then a held one, then a late one. */
    take(method: string, pathname: string): AnswerFault | undefined {
      for (const kind of ['lose', 'hold', 'delay'] as const) {
        const rule = rules.get(kind)
        if (!rule || !matches(rule.match, method, pathname)) continue
        rule.left -= 1
        if (rule.left === 0) rules.delete(kind)
        return rule.fault
      }
      return undefined
    },
  }
}

function matches(match: FakeMollieAnswerMatch, method: string, pathname: string): boolean {
  if (match.method !== undefined && match.method.toUpperCase() !== method) return false
  if (match.path === undefined) return true
  // A global or sticky RegExp keeps state between tests; start each from the beginning.
  match.path.lastIndex = 0
  return match.path.test(pathname)
}
