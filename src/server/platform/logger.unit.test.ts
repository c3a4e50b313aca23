import { expect, test } from 'vitest'
import { ConfigError, loadConfig } from '#server/config'
import { logsEveryRequest, resolveLogFormat } from './logger'

test('LOG_FORMAT=auto (the default): readable in a terminal, JSON when the output is a file or a pipe', () => {
  expect(loadConfig({}).logFormat).toBe('auto')
  expect(resolveLogFormat('auto', true)).toBe('pretty')
  expect(resolveLogFormat('auto', false)).toBe('json')
})

test('an explicit LOG_FORMAT wins over the terminal check', () => {
  expect(resolveLogFormat('json', true)).toBe('json')
  expect(resolveLogFormat('pretty', false)).toBe('pretty')
})

test('only the JSON log has a line for every request', () => {
  expect(logsEveryRequest('json')).toBe(true)
  expect(logsEveryRequest('pretty')).toBe(false)
})

test('an unknown LOG_FORMAT stops start-up naming the variable', () => {
  expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(ConfigError)
  expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/^LOG_FORMAT: must be 'auto', 'pretty' or 'json'$/)
})
