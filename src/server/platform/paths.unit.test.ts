import { describe, expect, test } from 'vitest'
import { isApiPath } from './paths'

describe('isApiPath', () => {
  test.each(['/api', '/api/products', '/api/queue?x=1', '/api?x=1', '/ws', '/ws?token=1', '/ws/'])('%s is the API', (url) => {
    expect(isApiPath(url)).toBe(true)
  })

  test.each(['/', '/apis', '/api-docs', '/wsx', '/collections/api', '/obs/leaderboard', '/assets/api.js'])(
    '%s is a page or file',
    (url) => {
      expect(isApiPath(url)).toBe(false)
    },
  )
})
