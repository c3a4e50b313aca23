import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  adminEmailDetailSchema,
  adminEmailListSchema,
  adminEmailSummarySchema,
  sendMailNowAnswerSchema,
  type AdminEmail,
} from '#shared/contracts/admin-emails'
import { toast } from '#client/components/ui/use-toast'
import { apiFetch } from '#client/lib/api-client'
import { adminMessages } from '#client/lib/admin-messages'
import { useInvalidateOnEvents } from '#client/lib/use-realtime'
import { queuedText } from '../outbox-texts'

/** Every read of the outbox starts with this key, so one invalidation refreshes them all. */
const emailsKey = ['admin', 'emails'] as const

/**
 * The worker announces every e-mail it holds, sends, fails or makes due again on the admin channel
 * (decision 038): the list, an opened message and the summary are read again.
 */
function useEmailEvents() {
  useInvalidateOnEvents('admin', ['emails_changed'], emailsKey)
}

/** GET /api/admin/emails: the outbox, newest first (decision 020), kept current by the admin channel. */
export function useEmails() {
  useEmailEvents()
  return useQuery({
    queryKey: emailsKey,
    queryFn: () => apiFetch('/api/admin/emails', { schema: adminEmailListSchema }),
  })
}

/** GET /api/admin/emails/:id: one message with its HTML and plain-text part. */
export function useEmail(id: number | undefined) {
  return useQuery({
    queryKey: [...emailsKey, id],
    queryFn: () => apiFetch(`/api/admin/emails/${id}`, { schema: adminEmailDetailSchema }),
    enabled: id !== undefined,
  })
}

/**
 * GET /api/admin/emails/summary: how many e-mails are held and how many failed this week, and whether
 * this shop has a mail server (decision 038); what the back office's warning says.
 */
export function useEmailSummary() {
  useEmailEvents()
  return useQuery({
    queryKey: [...emailsKey, 'summary'],
    queryFn: () => apiFetch('/api/admin/emails/summary', { schema: adminEmailSummarySchema }),
  })
}

function useRefreshEmails() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: emailsKey })
}

/**
 * POST /api/admin/emails/send-now ('Nu versturen'): the held e-mails and those that failed this week go
 * out now. A shop without a mail server refuses with what to do, told by the failure toast.
 */
export function useSendMailNow() {
  const refresh = useRefreshEmails()
  return useMutation({
    mutationFn: () => apiFetch('/api/admin/emails/send-now', { method: 'POST', schema: sendMailNowAnswerSchema }),
    onSuccess: ({ queued }) => toast({ title: 'Nu versturen', description: queuedText(queued) }),
    meta: { errorTitle: adminMessages.sendMailNowFailed },
    onSettled: refresh,
  })
}

/** POST /api/admin/emails/:id/resend ('Opnieuw versturen'): one failed e-mail once more, as it was written. */
export function useResendEmail() {
  const refresh = useRefreshEmails()
  return useMutation({
    mutationFn: (mail: Pick<AdminEmail, 'id'>) =>
      apiFetch(`/api/admin/emails/${mail.id}/resend`, { method: 'POST', schema: adminEmailDetailSchema }),
    onSuccess: (mail) => toast({ title: 'Opnieuw versturen', description: `'${mail.subject}' wordt opnieuw verstuurd.` }),
    meta: { errorTitle: adminMessages.resendMailFailed },
    onSettled: refresh,
  })
}
