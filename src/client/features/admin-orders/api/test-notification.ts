import { useMutation } from '@tanstack/react-query'
import { adminOrderSchema } from '../../../../shared/contracts/admin-orders'
import { productListSchema } from '../../../../shared/contracts/products'
import { toast } from '../../../components/ui/use-toast'
import { apiFetch } from '../../../lib/api-client'
import { pickTestProduct, testOrderFor } from '../test-order'
import { useRefreshOrders } from './admin-orders'

class NoProductsError extends Error {}

/** SPEC 7.3: fresh products (the cached list may be old), one of the first five, a pending order. */
async function sendTestNotification(): Promise<void> {
  const products = await apiFetch('/api/products', { schema: productListSchema })
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
    onError: (error) =>
      toast(
        error instanceof NoProductsError
          ? {
              title: 'Geen producten gevonden',
              description: 'Voeg eerst een product toe om een test notificatie te kunnen maken.',
              variant: 'destructive',
            }
          : {
              title: 'Fout bij verzenden',
              description: 'Er is iets misgegaan bij het maken van de test notificatie.',
              variant: 'destructive',
            },
      ),
    onSettled: refreshOrders,
  })
}
