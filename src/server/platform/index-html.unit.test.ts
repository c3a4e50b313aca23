import { describe, expect, test } from 'vitest'
import { renderIndexHtml } from './index-html'

const template = '<html><head><title>x</title></head><body><div id="root"></div></body></html>'
const shop = { shopName: 'Winkel', contactEmail: 'a@b.nl', companyRegNumber: '1', tiktokHandle: '@w', privacy: { paymentProcessor: null, mailProcessor: null, retentionDays: 0 } }

function rootOf(html: string): string {
  const page = renderIndexHtml(template, shop, { content: { head: '', html, data: '[]', readsBegan: 0 } })
  return /<div id="root">(.*)<\/div><script/.exec(page)?.[1] ?? ''
}

describe("the server's markup while it waits for the app (decision 059)", () => {
  test('its text fields take typing at once; buttons, links and choices are inert until the app is there', () => {
    const root = rootOf(
      '<form noValidate=""><input id="a" placeholder="@naam" value=""/><input type="email" name="email"/><textarea></textarea>' +
        '<input type="checkbox"/><select><option>1</option></select><button type="submit">Zoek</button><a href="/terms">Voorwaarden</a></form>',
    )
    expect(root).toBe(
      '<div data-server-markup="" aria-busy="true"><form method="dialog" noValidate=""><input id="a" placeholder="@naam" value=""/>' +
        '<input type="email" name="email"/><textarea></textarea><input inert="" type="checkbox"/><select inert=""><option>1</option></select>' +
        '<button inert="" type="submit">Zoek</button><a inert="" href="/terms">Voorwaarden</a></form></div>',
    )
  })

  test("a form is sent nowhere by the browser itself, whatever method it named; text that looks like a tag stays text", () => {
    expect(rootOf('<form method="post"><p>&lt;button&gt;</p></form>')).toBe(
      '<div data-server-markup="" aria-busy="true"><form method="dialog"><p>&lt;button&gt;</p></form></div>',
    )
  })

  test('an element made focusable is inert too', () => {
    expect(rootOf('<div tabIndex="0">x</div>')).toBe('<div data-server-markup="" aria-busy="true"><div inert="" tabIndex="0">x</div></div>')
  })
})
