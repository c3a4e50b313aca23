import { z } from 'zod'
import { messages } from './messages'

/**
 * An order's moment on stream (decision 060): the live session, when it became 'Nu aan de beurt'
 * (null when the shop did not see it so) and when the seller tapped 'Afronden'.
 */
export const orderOpeningSchema = z.object({
  sessionId: z.number().int(),
  startedAt: z.string().nullable(),
  tappedAt: z.string(),
  /**
   * OBS's timecodes at the opening's start and end, as the OBS overlay posted them (decision 062), null
   * where it did not; absent when it posted none.
   */
  obs: z
    .object({
      recordFrom: z.string().nullable(),
      recordTo: z.string().nullable(),
      streamFrom: z.string().nullable(),
      streamTo: z.string().nullable(),
    })
    .optional(),
})
export type OrderOpening = z.infer<typeof orderOpeningSchema>

/** GET /api/admin/live-sessions: every time the seller went live, newest first (decision 060). */
export const liveSessionSchema = z.object({
  id: z.number().int(),
  startedAt: z.string(),
  /** Null while live. */
  endedAt: z.string().nullable(),
  replayUrl: z.string().nullable(),
  /** Orders whose 'Afronden' was tapped in this session. */
  openingsCount: z.number().int(),
})
export type LiveSession = z.infer<typeof liveSessionSchema>
export const liveSessionListSchema = z.array(liveSessionSchema)

/** PATCH /api/admin/live-sessions/:id: the replay's address, or '' to clear it. */
export const updateLiveSessionSchema = z.object({
  replayUrl: z.union([
    z.literal(''),
    z.url({ protocol: /^https?$/, error: messages.replayUrlInvalid }).max(2000, messages.replayUrlInvalid),
  ], { error: messages.replayUrlInvalid }),
})
export type UpdateLiveSession = z.infer<typeof updateLiveSessionSchema>
