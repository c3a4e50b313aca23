import { useMutation } from '@tanstack/react-query'
import { MAX_IMAGE_BYTES, uploadedImageSchema } from '#shared/contracts/images'
import { messages } from '#shared/contracts/messages'
import { ApiError, apiFetch } from '#client/lib/api-client'

/**
 * POST /api/images: a picture chosen on the phone, stored by the shop (decision 056); answers its URL.
 * A file over 5 MB is refused here already, with the same words the server would use. The form shows
 * a failure under the field, so there is no toast.
 */
export function useUploadImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      if (file.size > MAX_IMAGE_BYTES) throw new ApiError(413, messages.imageTooLarge)
      const { url } = await apiFetch('/api/images', { method: 'POST', file, schema: uploadedImageSchema })
      return url
    },
  })
}
