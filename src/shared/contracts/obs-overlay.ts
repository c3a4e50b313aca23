import { z } from 'zod'

// decision 062: the OBS overlay's keys, the head it shows on stream and the timecodes it posts.

/** GET /api/admin/overlay-keys: every key the seller made, newest first; never the key itself. */
export const overlayKeySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Null while the key works. */
  revokedAt: z.string().nullable(),
})
export type OverlayKey = z.infer<typeof overlayKeySchema>
export const overlayKeyListSchema = z.array(overlayKeySchema)

/** POST /api/admin/overlay-keys: the new key, in this answer only. */
export const createdOverlayKeySchema = overlayKeySchema.extend({ key: z.string() })
export type CreatedOverlayKey = z.infer<typeof createdOverlayKeySchema>

/**
 * GET /api/overlay/head, with the overlay's key: whether the seller is live and the order that is
 * 'Nu aan de beurt' (decision 040's head). Only what the stream shows: the buyer's TikTok name and the
 * order number.
 */
export const overlayHeadSchema = z.object({
  isLive: z.boolean(),
  head: z.object({ orderId: z.number().int(), orderNumber: z.string(), tiktokUsername: z.string() }).nullable(),
})
export type OverlayHead = z.infer<typeof overlayHeadSchema>

/** OBS's `outputTimecode`: hours, minutes, seconds and milliseconds, 'HH:MM:SS.mmm'. */
export const obsTimecodeSchema = z.string().regex(/^\d{2,3}:[0-5]\d:[0-5]\d\.\d{3}$/, { error: 'Ongeldige tijdcode' })

export const openingEdges = ['start', 'end'] as const
export type OpeningEdge = (typeof openingEdges)[number]

/** POST /api/overlay/openings/timecodes, with the overlay's key: what OBS said at one edge of an opening. */
export const openingTimecodesPostSchema = z.object({
  orderId: z.number().int().positive(),
  edge: z.enum(openingEdges),
  /** Null when OBS was not recording. */
  recordTimecode: obsTimecodeSchema.nullable(),
  /** Null when OBS was not streaming. */
  streamTimecode: obsTimecodeSchema.nullable(),
  chapterMarked: z.boolean(),
})
export type OpeningTimecodesPost = z.infer<typeof openingTimecodesPostSchema>

/** The answer: whether the shop kept it (false: no live session to hold it, or that edge was known). */
export const openingTimecodesAnswerSchema = z.object({ stored: z.boolean() })

/** What OBS said at an opening's edges, as the back office and a dispute read it. */
export const openingTimecodeSchema = z.object({
  sessionId: z.number().int(),
  edge: z.enum(openingEdges),
  recordTimecode: z.string().nullable(),
  streamTimecode: z.string().nullable(),
  chapterMarked: z.boolean(),
  receivedAt: z.string(),
})
export type OpeningTimecode = z.infer<typeof openingTimecodeSchema>
