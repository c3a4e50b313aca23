import { z } from 'zod'

/** Decision 056: the largest picture the seller can upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/** POST /api/images answers where the stored picture is served, a path of the shop's own. */
export const uploadedImageSchema = z.object({ url: z.string() })
export type UploadedImage = z.infer<typeof uploadedImageSchema>
