import { useMutation } from '@tanstack/react-query'
import { anonymiseAnswerSchema } from '#shared/contracts/privacy'
import { toast } from '#client/components/ui/use-toast'
import { apiFetch } from '#client/lib/api-client'
import { adminMessages } from '#client/lib/admin-messages'
import { anonymisedSummary } from '../anonymised-summary'

/**
 * POST /api/privacy/anonymise: blanks the buyers' personal data of orders completed longer ago than
 * the retention period. The server announces orders_changed, so the order list refetches itself.
 */
export function useAnonymisePersonalData() {
  return useMutation({
    mutationFn: () => apiFetch('/api/privacy/anonymise', { method: 'POST', schema: anonymiseAnswerSchema }),
    onSuccess: (answer) => toast({ title: 'Persoonsgegevens gewist', description: anonymisedSummary(answer) }),
    meta: { errorTitle: adminMessages.anonymiseFailed },
  })
}
