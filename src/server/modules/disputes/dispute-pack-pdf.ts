import PDFDocument from 'pdfkit'
import type { DisputePack } from '#shared/contracts/dispute-pack'
import { disputePackMadeAt, disputePackSections, disputePackTitle, type PackLine } from '#shared/domain/dispute-pack'

// decision 063: the evidence pack as a PDF, the file a payment provider's dispute form takes. pdfkit with
// its built-in Helvetica: no network, no fonts of the machine. The sections and their words are the
// page's own (disputePackSections), so the file and the page say the same.

/** The characters Helvetica's built-in encoding (WinAnsi) has above Latin-1: the euro sign, dashes, quotes. */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

/** Text the built-in font can print: a character it has not (an emoji in a TikTok name) becomes '?'. */
export function printable(text: string): string {
  return Array.from(text.normalize('NFC'), (char) => {
    const code = char.codePointAt(0) ?? 0
    if (char === '\n') return ' '
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char)) return char
    return '?'
  }).join('')
}

const margin = 50
const labelWidth = 170
const gap = 12
const bodySize = 10

/** The pack as one PDF file, A4, black on white. */
export function disputePackPdf(pack: DisputePack, shopName: string): Promise<Buffer> {
  const title = disputePackTitle(pack.order.orderNumber)
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    info: { Title: title, Author: printable(shopName), Subject: 'Bewijs voor een geschil over een betaling', Creator: printable(shopName) },
    lang: 'nl-NL',
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const width = doc.page.width - 2 * margin
  const valueX = margin + labelWidth + gap
  const valueWidth = width - labelWidth - gap
  const bottom = () => doc.page.height - margin

  doc.fillColor('black').font('Helvetica-Bold').fontSize(18).text(printable(title), margin, margin, { width })
  doc.moveDown(0.2)
  doc.font('Helvetica').fontSize(bodySize).text(printable(`${shopName} · ${disputePackMadeAt(pack)}`), { width })

  const line = ({ label, value, href }: PackLine) => {
    doc.font('Helvetica-Bold').fontSize(bodySize)
    const labelText = printable(label)
    const valueText = printable(value)
    const labelHeight = doc.heightOfString(labelText, { width: labelWidth })
    doc.font('Helvetica')
    const valueHeight = doc.heightOfString(valueText, { width: valueWidth })
    const height = Math.max(labelHeight, valueHeight)
    if (doc.y + height > bottom()) doc.addPage()
    const top = doc.y
    doc.font('Helvetica-Bold').text(labelText, margin, top, { width: labelWidth })
    doc.font('Helvetica').text(valueText, valueX, top, { width: valueWidth, ...(href ? { link: href, underline: true } : {}) })
    doc.x = margin
    doc.y = top + height + 4
  }

  for (const section of disputePackSections(pack)) {
    // A heading never stands alone at the foot of a page.
    if (doc.y + 60 > bottom()) doc.addPage()
    doc.moveDown(0.8)
    doc.font('Helvetica-Bold').fontSize(13).text(printable(section.title), margin, doc.y, { width })
    const ruleY = doc.y + 2
    doc.moveTo(margin, ruleY).lineTo(margin + width, ruleY).lineWidth(0.5).strokeColor('black').stroke()
    doc.y = ruleY + 6
    for (const packLine of section.lines) line(packLine)
    if (section.note) doc.font('Helvetica').fontSize(bodySize).text(printable(section.note), margin, doc.y, { width })
  }

  doc.end()
  return done
}
