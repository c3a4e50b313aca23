import { useMutation } from '@tanstack/react-query'
import { toast } from '#client/components/ui/use-toast'
import { apiFetch } from '#client/lib/api-client'
import { messages } from '#client/lib/messages'

/**
 * product.md 7.2 and 13: makes every open widget and overlay reload. The text 'Widgets ververst'
 * reads as a success, so it is the success toast here,
 * telling the seller mid-stream that the click landed; a failure says 'Er is een fout opgetreden'
 * with the error (product.md 8).
 */
export function useRefreshWidgets() {
  return useMutation({
    mutationFn: () => apiFetch<void>('/api/admin/refresh-widgets'),
    onSuccess: () =>
      toast({ title: 'Widgets ververst', description: 'Alle geopende widgets en overlays laden opnieuw.' }),
    meta: { errorTitle: messages.somethingWentWrong },
  })
}
