import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateProduct, UpdateProduct } from '#shared/contracts/admin-catalog'
import { productSchema, type Product } from '#shared/contracts/products'
import { toast } from '#client/components/ui/use-toast'
import { apiFetch } from '#client/lib/api-client'
import { adminMessages } from '#client/lib/admin-messages'
import { productsQuery } from '#client/resources/products'

type ProductList = Product[] | undefined

/**
 * product.md 7.3: every product write shows its toast (product.md 8) and refreshes the products. The answer is
 * written into the list first, so the seller sees the change at once, then the list is refetched
 * (the prefix also refreshes the storefront's per-collection lists).
 */
function useProductWrite<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  texts: { success: string; failure: string },
  applyToList: (list: Product[], answer: Answer, variables: Variables) => Product[],
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (answer, variables) => {
      queryClient.setQueryData<Product[]>(productsQuery.queryKey, (list: ProductList) =>
        list ? applyToList(list, answer, variables) : list,
      )
      toast({ title: texts.success })
    },
    meta: { errorTitle: texts.failure },
    onSettled: () => queryClient.invalidateQueries({ queryKey: productsQuery.queryKey }),
  })
}

/** POST /api/products. */
export function useCreateProduct() {
  return useProductWrite(
    (body: CreateProduct) => apiFetch('/api/products', { method: 'POST', body, schema: productSchema }),
    { success: 'Product toegevoegd', failure: adminMessages.addFailed },
    (list, created) => (list.some((p) => p.id === created.id) ? list : [...list, created]),
  )
}

/** PATCH /api/products/:id with the changed price (cents) and/or stock. */
export function useUpdateProduct() {
  return useProductWrite(
    ({ id, update }: { id: number; update: UpdateProduct }) =>
      apiFetch(`/api/products/${id}`, { method: 'PATCH', body: update, schema: productSchema }),
    { success: 'Product bijgewerkt', failure: adminMessages.updateFailed },
    (list, updated) => list.map((p) => (p.id === updated.id ? updated : p)),
  )
}

/** DELETE /api/products/:id. */
export function useDeleteProduct() {
  return useProductWrite(
    (id: number) => apiFetch<void>(`/api/products/${id}`, { method: 'DELETE' }),
    { success: 'Product verwijderd', failure: adminMessages.deleteFailed },
    (list, _answer, id) => list.filter((p) => p.id !== id),
  )
}
