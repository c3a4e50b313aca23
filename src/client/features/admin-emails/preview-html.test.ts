import { describe, expect, test } from 'vitest'
import { previewHtml } from './preview-html'

describe('previewHtml', () => {
  test('puts the fit-to-frame style first in the head, so the doctype keeps the page in standards mode', () => {
    const html = '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><p>Hoi</p></body></html>'
    const shown = previewHtml(html)
    expect(shown.startsWith('<!DOCTYPE html><html><head><style>')).toBe(true)
    expect(shown).toContain('overflow-wrap:anywhere')
    expect(shown.endsWith('<meta charset="utf-8"></head><body><p>Hoi</p></body></html>')).toBe(true)
  })

  test('a message without a head gets the style in front', () => {
    expect(previewHtml('<p>Hoi</p>')).toMatch(/^<style>.*<\/style><p>Hoi<\/p>$/)
  })

  test('a head with attributes is found too', () => {
    expect(previewHtml('<html><head lang="nl"><title>x</title></head></html>')).toMatch(/^<html><head lang="nl"><style>/)
  })
})
