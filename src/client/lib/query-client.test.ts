import type { MutationOptions } from '@tanstack/react-query'
import { beforeEach, expect, test } from 'vitest'
import { useToastStore } from '#client/components/ui/use-toast'
import { ApiError } from './api-client'
import { messages } from './messages'
import { createQueryClient } from './query-client'

async function runFailing(meta: MutationOptions['meta'], error: Error): Promise<void> {
  const queryClient = createQueryClient()
  const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: () => Promise.reject(error), meta })
  await expect(mutation.execute(undefined)).rejects.toBe(error)
}

beforeEach(() => useToastStore.getState().dismiss())

test('a failed mutation that names its title shows a destructive toast with the server’s message', async () => {
  await runFailing({ errorTitle: messages.addFailed }, new ApiError(409, 'Deze categorie bestaat al'))
  expect(useToastStore.getState().current).toMatchObject({
    variant: 'destructive',
    title: 'Fout bij toevoegen',
    description: 'Deze categorie bestaat al',
  })
})

test('a mutation that tells its failures apart shows the toast it builds', async () => {
  await runFailing(
    { errorToast: (error) => ({ title: messages.exportFailed, description: error.message }) },
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
