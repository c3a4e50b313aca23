/**
 * What the order-notification overlay remembers across a reload ('Widgets verversen'): the alerts
 * it has shown and the server time of its last catch-up. Kept in sessionStorage, so it belongs to
 * this one browser source: a reload catches up where it was, while a source opened anew (or OBS
 * started again) begins with the orders paid from then on instead of replaying old ones.
 */
export type AlertMemory = { shownIds: number[]; syncedAt: string | undefined }

const KEY = 'packstroom:order-alerts'

export function loadAlertMemory(storage: Pick<Storage, 'getItem'> = sessionStorage): AlertMemory {
  try {
    const saved: unknown = JSON.parse(storage.getItem(KEY) ?? 'null')
    if (typeof saved !== 'object' || saved === null) return { shownIds: [], syncedAt: undefined }
    const { shownIds, syncedAt } = saved as Record<string, unknown>
    return {
      shownIds: Array.isArray(shownIds) ? shownIds.filter((id): id is number => Number.isInteger(id)) : [],
      syncedAt: typeof syncedAt === 'string' && !Number.isNaN(Date.parse(syncedAt)) ? syncedAt : undefined,
    }
  } catch {
    return { shownIds: [], syncedAt: undefined }
  }
}

export function saveAlertMemory(memory: AlertMemory, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify(memory))
  } catch {
    // Storage full or refused: the overlay still works, a reload just starts afresh.
  }
}
