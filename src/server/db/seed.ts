import type { Db } from './db'
import { categories, collections, products } from './schema'

/** product.md 2.1: the ten collections, in menu order. Each has a category of the same name (product.md 2.10). */
export const seedCollections = [
  { slug: 'booster-packs', name: 'Booster Packs' },
  { slug: 'booster-boxen', name: 'Booster Boxen' },
  { slug: 'elite-trainer-box', name: 'Elite Trainer Box' },
  { slug: 'booster-bundles', name: 'Booster Bundles' },
  { slug: 'collection-boxen', name: 'Collection Boxen' },
  { slug: 'tins-blisters', name: 'Tins/Blisters' },
  { slug: 'japans-chinees', name: 'Japans/Chinees' },
  { slug: 'vintage', name: 'Vintage' },
  { slug: 'pullbox', name: 'Pullbox' },
  { slug: 'mystery', name: 'Mystery' },
] as const

type SeedSlug = (typeof seedCollections)[number]['slug']

/** Demo products; their images are files the shop serves itself (public/demo). */
const demoProducts: { name: string; slug: SeedSlug; image: string; priceCents: number; stock: number }[] = [
  { name: 'Booster Pack – Nachtvlam', slug: 'booster-packs', image: 'booster-pack-violet', priceCents: 549, stock: 40 },
  { name: 'Booster Pack – Stormkust', slug: 'booster-packs', image: 'booster-pack-teal', priceCents: 549, stock: 8 },
  { name: 'Booster Pack – Zonnegloed', slug: 'booster-packs', image: 'booster-pack-amber', priceCents: 599, stock: 3 },
  { name: 'Booster Box – Nachtvlam (36 packs)', slug: 'booster-boxen', image: 'booster-box', priceCents: 14_995, stock: 4 },
  { name: 'Elite Trainer Box – Stormkust', slug: 'elite-trainer-box', image: 'elite-trainer-box', priceCents: 5_495, stock: 12 },
  { name: 'Mystery Pack', slug: 'mystery', image: 'mystery-pack', priceCents: 1_000, stock: 0 },
]

/** Fills a new database. Runs once, inside the migration lock, only when the migrations ran from zero. */
export async function seedNewDatabase(db: Db, options: { demoProducts: boolean }): Promise<void> {
  await db.insert(categories).values(seedCollections.map((c) => ({ name: c.name })))
  const inserted = await db
    .insert(collections)
    .values(seedCollections.map((c, index) => ({ ...c, displayOrder: index })))
    .returning({ id: collections.id, slug: collections.slug, name: collections.name })
  if (!options.demoProducts) return

  const bySlug = new Map(inserted.map((c) => [c.slug, c]))
  await db.insert(products).values(
    demoProducts.map((p) => {
      const collection = bySlug.get(p.slug)
      if (!collection) throw new Error(`demo product in unknown collection ${p.slug}`)
      return {
        name: p.name,
        imageUrl: `/demo/${p.image}.svg`,
        category: collection.name,
        collectionId: collection.id,
        priceCents: p.priceCents,
        stock: p.stock,
      }
    }),
  )
}
