import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  withdrawalAnswerSchema,
  withdrawalPreviewSchema,
  type WithdrawalPreviewRequest,
  type WithdrawalRequest,
} from '#shared/contracts/withdrawals'
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

/**
 * decision 058: the form's check step asks which products the statement would name, from the order
 * number and e-mail address typed. Nothing is recorded; a failure leaves the step without the list.
 */
export function useWithdrawalPreview() {
  return useMutation({
    mutationFn: (request: WithdrawalPreviewRequest) =>
      apiFetch('/api/withdrawals/preview', { method: 'POST', body: request, schema: withdrawalPreviewSchema }),
  })
}
