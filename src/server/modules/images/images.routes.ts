import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { MAX_IMAGE_BYTES, uploadedImageSchema } from '#shared/contracts/images'
import { messages } from '#shared/contracts/messages'
import { Refusal } from '#server/platform/refusal'
import type { ImageStore } from './image-store'
import { imageTypeOfName, sniffImageType } from './image-type'

/** Where stored pictures are served; the battle keeps this path as its imageUrl. */
export const UPLOADS_PATH = '/uploads'

/**
 * Decision 056: the seller uploads a picture from the phone. The body is the file itself (its own
 * type as Content-Type, no multipart), at most 5 MB, admin only; the origin guard applies as to every
 * write. Only what the first bytes show to be a JPEG, PNG or WebP is kept; it is served back under
 * /uploads with the type those bytes say and cached for a year (the name is the content's hash).
 */
export const imagesRoutes: FastifyPluginAsyncZod<{ store: ImageStore }> = async (app, { store }) => {
  // Any declared type reaches the handler, which looks at the bytes; this parser lives in this plugin only.
  app.addContentTypeParser(/^(image\/[\w.+-]+|application\/octet-stream)$/, { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES }, (_request, body, done) =>
    done(null, body),
  )

  app.post(
    '/api/images',
    { config: { access: 'admin' }, bodyLimit: MAX_IMAGE_BYTES, schema: { response: { 201: uploadedImageSchema } } },
    async (request, reply) => {
      const bytes = request.body
      if (!(bytes instanceof Uint8Array) || bytes.length === 0) throw new Refusal('invalid', messages.imageNotAnImage)
      const type = sniffImageType(bytes)
      if (!type) throw new Refusal('invalid', messages.imageNotAnImage)
      const name = await store.save(bytes, type)
      return reply.code(201).send({ url: `${UPLOADS_PATH}/${name}` })
    },
  )

  app.get(`${UPLOADS_PATH}/:name`, { schema: { params: z.object({ name: z.string().max(100) }) } }, async (request, reply) => {
    const type = imageTypeOfName(request.params.name)
    const bytes = type ? await store.read(request.params.name) : undefined
    if (!type || !bytes) throw new Refusal('not_found', messages.imageNotFound)
    return reply
      .type(type.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(bytes)
  })
}
