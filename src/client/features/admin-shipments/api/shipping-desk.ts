import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { owedBackAnswerSchema } from '#shared/contracts/admin-refunds'
import { parcelSchema, shippingDeskSchema, type Parcel, type ShippingDesk } from '#shared/contracts/admin-shipments'
import { toast } from '#client/components/ui/use-toast'
import { apiFetch } from '#client/lib/api-client'
import { useExcelExport } from '#client/lib/excel-export'
import { adminMessages } from '#client/lib/admin-messages'
import { useInvalidateOnEvents } from '#client/lib/use-realtime'
import { owedBackToast } from '#client/resources/refunds'

export const shippingDeskQuery = queryOptions({
  queryKey: ['admin', 'shipments'],
  queryFn: () => apiFetch('/api/admin/shipments', { schema: shippingDeskSchema }),
})

/**
 * decision 022: the parcels to pack, the latest shipped, the held and the lapsed orders. A parcel
 * or held order that changes is announced on the admin channel; an order opened on stream changes
 * whether its pack is opened and may put a PostNL checkout's parcel on the desk, so both refetch.
 */
export function useShippingDesk() {
  useInvalidateOnEvents('admin', ['shipments_changed', 'orders_changed'], shippingDeskQuery.queryKey)
  return useQuery(shippingDeskQuery)
}

/**
 * The parcels to pack that may be sent: not held after a chargeback (decision 052). The export and
 * 'Alle pakbonnen afdrukken' take these; the server's export leaves the held ones out as well.
 */
export function sendableParcels(desk: ShippingDesk): Parcel[] {
  return desk.toPack.filter((parcel) => parcel.hold === null)
}

/** The desk with the parcel moved from 'Te versturen' to the top of 'Verzonden' (at most 50 there, as the server's). */
function withShipped(desk: ShippingDesk, parcel: Parcel): ShippingDesk {
  return {
    ...desk,
    toPack: desk.toPack.filter((other) => other.id !== parcel.id),
    shipped: [parcel, ...desk.shipped.filter((other) => other.id !== parcel.id)].slice(0, 50),
  }
}

/**
 * decision 022: 'Verzonden' with the parcel's track & trace code. The parcel leaves the parcels to pack
 * at once, and the server e-mails the buyer the code. A failure is told by the failure toast; the
 * caller also shows the server's message at the field.
 */
export function useMarkShipped() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, trackingCode }: { id: string; trackingCode: string }) =>
      apiFetch(`/api/admin/shipments/${encodeURIComponent(id)}/shipped`, {
        method: 'POST',
        body: { trackingCode },
        schema: parcelSchema,
      }),
    onSuccess: (parcel) => {
      queryClient.setQueryData<ShippingDesk>(shippingDeskQuery.queryKey, (desk) => desk && withShipped(desk, parcel))
      toast({
        title: 'Pakket verzonden',
        description:
          parcel.email === ''
            ? `${parcel.reference}: er is geen e-mailadres, geef ${parcel.tiktokUsername} de track & trace code zelf door.`
            : `${parcel.reference}: ${parcel.tiktokUsername} krijgt een e-mail met de track & trace code.`,
      })
    },
    meta: { errorTitle: adminMessages.markShippedFailed },
    // Also after a 409: the parcel was shipped elsewhere (another tab) or is not paid, so show the desk as it is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: shippingDeskQuery.queryKey }),
  })
}

/**
 * decision 036: 'Verzending annuleren' for a paid request not yet sent. The server cancels it, holds its
 * cards again, records the fee as owed back and mails the buyer; the parcel leaves 'Te versturen' at
 * once and the toast leads on to 'Terugbetalingen', where the fee is paid back.
 */
export function useCancelParcel() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: (parcel: Parcel) =>
      apiFetch(`/api/admin/shipments/${encodeURIComponent(parcel.id)}/cancel`, { method: 'POST', schema: owedBackAnswerSchema }),
    onSuccess: (answer, parcel) => {
      queryClient.setQueryData<ShippingDesk>(
        shippingDeskQuery.queryKey,
        (desk) => desk && { ...desk, toPack: desk.toPack.filter((other) => other.id !== parcel.id) },
      )
      toast(owedBackToast('Verzending geannuleerd', parcel.reference, answer.refundId, () => void navigate('/admin/refunds')))
    },
    meta: { errorTitle: adminMessages.cancelParcelFailed },
    // Also after a 409: the parcel was sent or cancelled elsewhere, so show the desk as it is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: shippingDeskQuery.queryKey }),
  })
}

/**
 * decision 053, amended: 'Niet versturen' for a parcel a chargeback holds. The parcel leaves 'Te
 * versturen' at once; a reversal of the chargeback brings it back (the desk refetches on the event).
 */
export function useSetParcelAside() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (parcel: Parcel) => apiFetch(`/api/admin/shipments/${encodeURIComponent(parcel.id)}/set-aside`, { method: 'POST' }),
    onSuccess: (_answer, parcel) => {
      queryClient.setQueryData<ShippingDesk>(
        shippingDeskQuery.queryKey,
        (desk) => desk && { ...desk, toPack: desk.toPack.filter((other) => other.id !== parcel.id) },
      )
      toast({ title: 'Pakket wordt niet verstuurd', description: `${parcel.reference} staat niet meer bij Te versturen.` })
    },
    meta: { errorTitle: adminMessages.setParcelAsideFailed },
    // Also after a 409: the chargeback was reversed or the parcel sent elsewhere, so show the desk as it is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: shippingDeskQuery.queryKey }),
  })
}

/** decision 022: the parcels to pack as an Excel file, for PostNL's label import or a list beside the table. */
export function useExportParcels() {
  return useExcelExport('/api/admin/shipments/export', 'verzendingen.xlsx')
}
