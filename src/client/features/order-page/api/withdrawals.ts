import { useMutation, useQueryClient } from '@tanstack/react-query'
import { withdrawalAnswerSchema, type WithdrawalRequest } from '#shared/contracts/withdrawals'
import { apiFetch } from '#client/lib/api-client'

/**
 * decision 039: 'Herroeping bevestigen'. The answer says when the statement was received; the
 * acknowledgement goes by e-mail. A failure is shown on the confirmation step by the caller, which
 * keeps everything the buyer typed. Either way the order pages this tab read are asked again: they
 * show the statement now, and offer its orders no more (decision 055).
 */
export function useSubmitWithdrawal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: WithdrawalRequest) =>
      apiFetch('/api/withdrawals', { method: 'POST', body: request, schema: withdrawalAnswerSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['order-page'] }),
  })
}
