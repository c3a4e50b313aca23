import { useMutation } from '@tanstack/react-query'
import { adminOrderSchema } from '#shared/contracts/admin-orders'
import { pickTestProduct, testOrderFor } from '#shared/domain/test-order'
import { toast } from '#client/components/ui/use-toast'
import { apiFetch } from '#client/lib/api-client'
import { adminMessages } from '#client/lib/admin-messages'
import { listProducts } from '#client/resources/products'
import { useRefreshOrders } from './admin-orders'

class NoProductsError extends Error {}

/** product.md 7.3: fresh products (the cached list may be old), one of the first five, a pending order. */
async function sendTestNotification(): Promise<void> {
  const products = await listProducts()
  const product = pickTestProduct(products)
  if (!product) throw new NoProductsError()
  await apiFetch('/api/orders', { method: 'POST', body: testOrderFor(product.id), schema: adminOrderSchema })
}

/** Creates a test order, so the seller can see the overlay notification and the queue react. */
export function useTestNotification() {
  const refreshOrders = useRefreshOrders()
  return useMutation({
    mutationFn: sendTestNotification,
    onSuccess: () => toast({ title: 'Test notificatie verzonden!' }),
    meta: {
      errorToast: (error) =>
        error instanceof NoProductsError
          ? { title: adminMessages.testNotificationNoProducts, description: adminMessages.testNotificationNoProductsText }
          : { title: adminMessages.testNotificationFailed, description: adminMessages.testNotificationFailedText },
    },
    onSettled: refreshOrders,
  })
}
