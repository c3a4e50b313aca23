import type { z } from 'zod'

/**
 * A non-2xx answer. `message` is the server's Dutch message when it sent one (product.md 8); `body` is
 * the answer's JSON, for a refusal that says more than its message (the free spots of decision 023).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

type Options<T> = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  body?: unknown
  /** Sent as it is, with its own type, instead of a JSON body: a picture the seller uploads (decision 056). */
  file?: Blob
  /** Validates the answer, so a page never renders a shape it did not expect. */
  schema?: z.ZodType<T>
  /** Lets the call finish after the page has gone (a tap sent as the seller leaves, decision 040). */
  keepalive?: boolean
}

/**
 * What carries the calls: the browser's fetch, or, while the server renders a page with its data
 * (src/client/server-render.tsx), the server's own routes. Looked up at each call, never kept.
 */
let transport: typeof fetch = (input, init) => fetch(input, init)

/** For the server's render only: the calls go to its routes in-process (decision 044). */
export function setApiTransport(next: typeof fetch): void {
  transport = next
}

/**
 * Every call of the client (product.md 7.1): cookies included, a JSON content type only with a body, no retry.
 * A failure throws ApiError whose message is the server's `message`, or 'status: body' (product.md 8).
 */
export async function apiFetch<T = unknown>(path: string, options: Options<T> = {}): Promise<T> {
  const hasBody = options.body !== undefined
  const { file } = options
  const response = await transport(path, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: file
      ? { 'content-type': file.type || 'application/octet-stream' }
      : hasBody
        ? { 'content-type': 'application/json' }
        : undefined,
    body: file ?? (hasBody ? JSON.stringify(options.body) : undefined),
    keepalive: options.keepalive,
  })
  if (!response.ok) {
    const { message, body } = await errorAnswer(response)
    throw new ApiError(response.status, message, body)
  }
  const json: unknown = response.status === 204 ? undefined : await response.json()
  return options.schema ? options.schema.parse(json) : (json as T)
}

async function errorAnswer(response: Response): Promise<{ message: string; body?: unknown }> {
  const text = await response.text().catch(() => '')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: the generic form below
  }
  const message = (body as { message?: unknown } | null | undefined)?.message
  if (typeof message === 'string' && message) return { message, body }
  return { message: `${response.status}: ${text || response.statusText}`, body }
}
