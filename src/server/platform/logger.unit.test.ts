import { expect, test } from 'vitest'
import { ConfigError, loadConfig } from '#server/config'
import { resolveLogFormat, resolveRequestLog } from './logger'

test('LOG_FORMAT=auto (the default): readable in a terminal, JSON when the output is a file or a pipe', () => {
  expect(loadConfig({}).logFormat).toBe('auto')
  expect(resolveLogFormat('auto', true)).toBe('pretty')
  expect(resolveLogFormat('auto', false)).toBe('json')
})

test('an explicit LOG_FORMAT wins over the terminal check', () => {
  expect(resolveLogFormat('json', true)).toBe('json')
  expect(resolveLogFormat('pretty', false)).toBe('pretty')
})

test('LOG_REQUESTS=auto (the default): a line for each problem in the JSON log, none in the readable one', () => {
  expect(loadConfig({}).logRequests).toBe('auto')
  expect(resolveRequestLog('auto', 'json')).toBe('problems')
  expect(resolveRequestLog('auto', 'pretty')).toBe('off')
})

test('an explicit LOG_REQUESTS wins over the log format', () => {
  expect(resolveRequestLog('all', 'pretty')).toBe('all')
  expect(resolveRequestLog('off', 'json')).toBe('off')
  expect(resolveRequestLog('problems', 'pretty')).toBe('problems')
})

test('an unknown LOG_REQUESTS stops start-up naming the variable', () => {
  expect(() => loadConfig({ LOG_REQUESTS: 'some' })).toThrow(/^LOG_REQUESTS: must be 'auto', 'all', 'problems' or 'off'$/)
})

test('an unknown LOG_FORMAT stops start-up naming the variable', () => {
  expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(ConfigError)
  expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/^LOG_FORMAT: must be 'auto', 'pretty' or 'json'$/)
})
