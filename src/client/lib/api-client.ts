import type { z } from 'zod'

/** A non-2xx answer. `message` is the server's Dutch message when it sent one (product.md 8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

type Options<T> = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  body?: unknown
  /** Validates the answer, so a page never renders a shape it did not expect. */
  schema?: z.ZodType<T>
}

/**
 * Every call of the client (product.md 7.1): cookies included, a JSON content type only with a body, no retry.
 * A failure throws ApiError whose message is the server's `message`, or 'status: body' (product.md 8).
 */
export async function apiFetch<T = unknown>(path: string, options: Options<T> = {}): Promise<T> {
  const hasBody = options.body !== undefined
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: hasBody ? { 'content-type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(options.body) : undefined,
  })
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response))
  const json: unknown = response.status === 204 ? undefined : await response.json()
  return options.schema ? options.schema.parse(json) : (json as T)
}

async function errorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '')
  try {
    const message = (JSON.parse(text) as { message?: unknown }).message
    if (typeof message === 'string' && message) return message
  } catch {
    // not JSON: fall through to the generic form
  }
  return `${response.status}: ${text || response.statusText}`
}
