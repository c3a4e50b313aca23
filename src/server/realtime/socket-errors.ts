import type { FastifyRequest } from 'fastify'
import type { WebSocket } from 'ws'

/**
 * @fastify/websocket's error handler; its default logs every error at error level with a stack and
 * terminates the socket before ws's close frame is out. An error ws raises for what a client sent (a
 * frame past the 4 KiB limit, invalid UTF-8, a malformed frame: codes WS_ERR_*) is the client's
 * doing, not the shop's: ws has already closed the socket with the code that says why (1009 for a
 * frame too long), so it is a warning without a stack, and the close frame is left to go out.
 * Anything else is a bug of ours: logged in full, socket terminated.
 */
export function handleSocketError(error: Error, socket: WebSocket, request: FastifyRequest): void {
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
    request.log.warn({ code, reason: error.message }, 'realtime socket closed: the client sent a frame it may not')
    return
  }
  request.log.error({ err: error }, 'realtime socket failed')
  socket.terminate()
}
