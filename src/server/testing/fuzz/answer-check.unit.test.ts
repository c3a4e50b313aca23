import { expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import { looksDutch } from './answer-check'

test('the Dutch texts of the shop and of zod in Dutch pass as Dutch', () => {
  for (const message of Object.values(messages)) expect(looksDutch(message), message).toBe(true)
  expect(looksDutch('Ongeldige invoer: verwacht string, ontving object')).toBe(true)
  expect(looksDutch('Ongeldige optie: verwacht één van "paid"|"failed"|"canceled"|"expired"')).toBe(true)
})

test("a framework's English default answers do not pass as Dutch", () => {
  for (const message of [
    'Request body is too large',
    'Unsupported Media Type',
    'Route GET:/api/x not found',
    'Invalid input: expected string, received number',
    'Internal Server Error',
    'Body cannot be empty when content-type is set to application/json',
    '',
  ]) {
    expect(looksDutch(message), message).toBe(false)
  }
})
