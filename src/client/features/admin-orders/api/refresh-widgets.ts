import { useMutation } from '@tanstack/react-query'
import { toast } from '../../../components/ui/use-toast'
import { apiFetch } from '../../../lib/api-client'

/**
 * SPEC 7.2: makes every open widget and overlay reload. SPEC names only the failure; the short
 * success toast tells the seller, mid-stream, that the click landed.
 */
export function useRefreshWidgets() {
  return useMutation({
    mutationFn: () => apiFetch('/api/admin/refresh-widgets'),
    onSuccess: () => toast({ title: 'Widgets ververst' }),
    onError: (error) => toast({ title: 'Er is een fout opgetreden', description: error.message, variant: 'destructive' }),
  })
}
