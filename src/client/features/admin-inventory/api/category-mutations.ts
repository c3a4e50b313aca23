import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '#client/components/ui/use-toast'
import { apiFetch } from '#client/lib/api-client'
import { adminMessages } from '#client/lib/admin-messages'
import { collectionsQuery } from '#client/resources/collections'
import { categoriesQuery } from './categories'

/** product.md 7.3 and 7.4: a category change refreshes the categories and the collections. */
function useCategoryWrite(mutationFn: (name: string) => Promise<unknown>, texts: { success: string; failure: string }) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (_answer, name) => toast({ title: texts.success, description: name }),
    meta: { errorTitle: texts.failure },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: categoriesQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: collectionsQuery.queryKey }),
      ]),
  })
}

/** POST /api/categories `{category}`; 409 when it exists already. */
export function useAddCategory() {
  return useCategoryWrite((category) => apiFetch('/api/categories', { method: 'POST', body: { category } }), {
    success: 'Categorie toegevoegd',
    failure: adminMessages.addFailed,
  })
}

/** DELETE /api/categories/:name, the name URL-encoded ('Tins/Blisters' has a slash). */
export function useDeleteCategory() {
  return useCategoryWrite((name) => apiFetch(`/api/categories/${encodeURIComponent(name)}`, { method: 'DELETE' }), {
    success: 'Categorie verwijderd',
    failure: adminMessages.deleteFailed,
  })
}
