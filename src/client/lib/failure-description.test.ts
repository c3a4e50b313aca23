import { expect, test } from 'vitest'
import { ApiError } from './api-client'
import { serverMessage } from './failure-description'

test('only a JSON {message} of the server counts as its own words', () => {
  expect(serverMessage(new ApiError(409, 'Deze bestelling wordt al verzonden'))).toBe('Deze bestelling wordt al verzonden')
  expect(serverMessage(new ApiError(502, '502: Bad Gateway'))).toBeUndefined()
  expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined()
})
