import { QueryObserver, type MutationOptions } from '@tanstack/react-query'
import { beforeEach, expect, test, vi } from 'vitest'
import { useToastStore } from '#client/components/ui/use-toast'
import { ApiError } from './api-client'
import { adminMessages } from '#client/lib/admin-messages'
import { createQueryClient } from './query-client'

async function runFailing(meta: MutationOptions['meta'], error: Error): Promise<void> {
  const queryClient = createQueryClient()
  const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: () => Promise.reject(error), meta })
  await expect(mutation.execute(undefined)).rejects.toBe(error)
}

beforeEach(() => useToastStore.getState().dismiss())

test('a failed mutation that names its title shows a destructive toast with the server’s message', async () => {
  await runFailing({ errorTitle: adminMessages.addFailed }, new ApiError(409, 'Deze categorie bestaat al'))
  expect(useToastStore.getState().current).toMatchObject({
    variant: 'destructive',
    title: 'Fout bij toevoegen',
    description: 'Deze categorie bestaat al',
  })
})

test('a mutation that tells its failures apart shows the toast it builds', async () => {
  await runFailing(
    { errorToast: (error) => ({ title: adminMessages.exportFailed, description: error.message }) },
    new Error('Geen bestellingen'),
  )
  expect(useToastStore.getState().current).toMatchObject({
    variant: 'destructive',
    title: 'Export mislukt',
    description: 'Geen bestellingen',
  })
})

test('a mutation that names no failure toast shows none: it tells its failure itself', async () => {
  await runFailing(undefined, new ApiError(500, 'Interne fout'))
  expect(useToastStore.getState().current).toBeUndefined()
})

test('a back-office read is asked again when a page shows it after none did, once for the whole page', async () => {
  const queryClient = createQueryClient()
  let asked = 0
  const options = { queryKey: ['admin', 'refunds'], queryFn: () => Promise.resolve(++asked) }
  const show = () => new QueryObserver(queryClient, options).subscribe(() => undefined)

  const firstPage = [show(), show()]
  await vi.waitFor(() => expect(queryClient.getQueryState(options.queryKey)?.fetchStatus).toBe('idle'))
  expect(asked).toBe(1)
  firstPage.forEach((hide) => hide())

  // The page opens again: asked afresh, though the answer never goes stale by time.
  const secondPage = [show(), show()]
  await vi.waitFor(() => expect(queryClient.getQueryData(options.queryKey)).toBe(2))
  expect(asked).toBe(2)
  secondPage.forEach((hide) => hide())
})

test('a storefront read keeps its answer when its page opens again (decision 044)', async () => {
  const queryClient = createQueryClient()
  let asked = 0
  const options = { queryKey: ['queue-head'], queryFn: () => Promise.resolve(++asked) }
  queryClient.setQueryData(options.queryKey, 0)
  new QueryObserver(queryClient, options).subscribe(() => undefined)()
  new QueryObserver(queryClient, options).subscribe(() => undefined)()
  await Promise.resolve()
  expect(asked).toBe(0)
})
