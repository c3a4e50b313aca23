import { z } from 'zod'

export const collectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  displayOrder: z.number().int(),
})
export type Collection = z.infer<typeof collectionSchema>

export const collectionListSchema = z.array(collectionSchema)
