import { render, toPlainText } from '@react-email/render'
import type { ReactElement } from 'react'
import { buyerTextSelector } from './buyer-text'

export type RenderedMail = { html: string; text: string }

/** The parts of html-to-text's builder (the converter toPlainText uses) that the buyer-text formatter needs. */
type TextBuilder = {
  addInline(text: string, options?: { noWordTransform?: boolean }): void
  pushWordTransform(transform: (word: string) => string): void
  popWordTransform(): void
}
type Walk = (nodes: unknown[], builder: TextBuilder) => void

/**
 * A buyer's text (BuyerText) in double quotes in the plain-text part, on the line it is on: a double
 * quote of their own becomes a single one, so the quotes always show where their words end, and angle
 * brackets go, so nothing in the text part looks like markup (the HTML escapes them).
 */
function quoteBuyerText(element: { children: unknown[] }, walk: Walk, builder: TextBuilder): void {
  builder.addInline('"', { noWordTransform: true })
  builder.pushWordTransform((word) => word.replaceAll('"', "'").replace(/[<>]/g, ''))
  walk(element.children, builder)
  builder.popWordTransform()
  builder.addInline('"', { noWordTransform: true })
}

const plainTextOptions = {
  selectors: [{ selector: buyerTextSelector, format: 'buyerText' }],
  formatters: { buyerText: quoteBuyerText },
}

/** A message as HTML and its plain-text part, made from the same markup. */
export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const html = await render(element)
  return { html, text: toPlainText(html, plainTextOptions) }
}
