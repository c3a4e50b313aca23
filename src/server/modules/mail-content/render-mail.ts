import { render, toPlainText } from '@react-email/render'
import type { ReactElement } from 'react'

export type RenderedMail = { html: string; text: string }

/** A message as HTML and its plain-text part, made from the same markup. */
export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const html = await render(element)
  return { html, text: toPlainText(html) }
}
