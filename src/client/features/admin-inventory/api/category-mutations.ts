import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../../components/ui/use-toast'
import { apiFetch } from '../../../lib/api-client'
import { failureDescription } from '../../../lib/failure-description'
import { categoriesQuery, collectionsQuery } from './inventory-queries'

/** SPEC 7.3 and 7.4: a category change refreshes the categories and the collections. */
function useCategoryWrite(mutationFn: (name: string) => Promise<unknown>, texts: { success: string; failure: string }) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (_answer, name) => toast({ title: texts.success, description: name }),
    onError: (error) => toast({ variant: 'destructive', title: texts.failure, description: failureDescription(error) }),
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
    failure: 'Fout bij toevoegen',
  })
}

/** DELETE /api/categories/:name, the name URL-encoded ('Tins/Blisters' has a slash). */
export function useDeleteCategory() {
  return useCategoryWrite((name) => apiFetch(`/api/categories/${encodeURIComponent(name)}`, { method: 'DELETE' }), {
    success: 'Categorie verwijderd',
    failure: 'Fout bij verwijderen',
  })
}
