import { z } from 'zod'

/** PostgreSQL's integer: an id past it is not an id of ours (and must answer 400, not 500). */
export const MAX_ID = 2_147_483_647

export const idSchema = (message = 'Ongeldig id') =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ID, message)

/** An id from a URL path or query string. */
export const idParamSchema = z.coerce.number().int().positive().max(MAX_ID)
