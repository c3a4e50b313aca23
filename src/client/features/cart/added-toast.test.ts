import { afterEach, describe, expect, test } from 'vitest'
import { useToastStore } from '#client/components/ui/use-toast'
import { cartDrawerShown, showAddedToast } from './added-toast'

const shownTitle = () => useToastStore.getState().current?.title

afterEach(() => {
  cartDrawerShown(false)
  useToastStore.getState().dismiss()
})

describe("the 'Toegevoegd aan winkelwagen' toast (decision 042)", () => {
  test('shows while the cart drawer is closed, and goes when the drawer opens', () => {
    showAddedToast('Booster Pack')
    expect(shownTitle()).toBe('Toegevoegd aan winkelwagen')
    cartDrawerShown(true)
    expect(shownTitle()).toBeUndefined()
  })

  test('is not shown while the drawer is open: the drawer shows the line', () => {
    cartDrawerShown(true)
    showAddedToast('Booster Pack')
    expect(shownTitle()).toBeUndefined()
  })

  test('opening the drawer leaves another toast that replaced it', () => {
    showAddedToast('Booster Pack')
    useToastStore.getState().show({ title: 'Maximum bereikt', variant: 'destructive' })
    cartDrawerShown(true)
    expect(shownTitle()).toBe('Maximum bereikt')
  })
})
