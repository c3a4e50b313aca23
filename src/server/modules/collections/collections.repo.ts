import { asc } from 'drizzle-orm'
import type { Collection } from '../../../shared/contracts/collections'
import type { Db } from '../../db/db'
import { collections } from '../../db/schema'

export function listCollections(db: Db): Promise<Collection[]> {
  return db
    .select({ id: collections.id, name: collections.name, slug: collections.slug, displayOrder: collections.displayOrder })
    .from(collections)
    .orderBy(asc(collections.displayOrder), asc(collections.id))
}
