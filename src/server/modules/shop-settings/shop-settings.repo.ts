import { desc } from 'drizzle-orm'
import type { LiveStatus, ShopLink } from '#shared/contracts/shop-settings'
import type { Db } from '#server/db/db'
import { liveStatus, tikkieLink, whatsappLink } from '#server/db/schema/shop-settings'
import type { LiveHooks } from './live-hooks'

export async function getLiveStatus(db: Db): Promise<LiveStatus> {
  const [row] = await db.select({ isLive: liveStatus.isLive }).from(liveStatus).orderBy(desc(liveStatus.id)).limit(1)
  return { isLive: row?.isLive ?? false }
}

const linkTables = { tikkie: tikkieLink, whatsapp: whatsappLink } as const
export type LinkKind = keyof typeof linkTables

/** The configured link, or undefined when the admin has not set one. */
export async function findShopLink(db: Db, kind: LinkKind): Promise<ShopLink | undefined> {
  const table = linkTables[kind]
  const [row] = await db
    .select({ url: table.url, label: table.label, isActive: table.isActive })
    .from(table)
    .orderBy(desc(table.id))
    .limit(1)
  return row
}

/** One row holds the live status; the first write creates it. A live session opens or closes with it (decision 060). */
export async function setLiveStatus(db: Db, hooks: LiveHooks, isLive: boolean): Promise<LiveStatus> {
  return db.transaction(async (tx) => {
    const now = new Date()
    const [updated] = await tx.update(liveStatus).set({ isLive, lastUpdated: now }).returning()
    if (!updated) await tx.insert(liveStatus).values({ isLive })
    await hooks.liveSwitched(tx, isLive, now)
    return { isLive }
  })
}

export async function saveShopLink(db: Db, kind: LinkKind, link: ShopLink): Promise<ShopLink> {
  const table = linkTables[kind]
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(table).set({ ...link, lastUpdated: new Date() }).returning()
    if (!updated) await tx.insert(table).values(link)
    return link
  })
}
