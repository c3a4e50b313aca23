import type { Parcel } from '#shared/contracts/admin-shipments'
import type { ShopInfo } from '#shared/contracts/shop'
import { cn } from '#client/lib/cn'
import { addressLines, recipientName, slipDensity, type SlipDensity } from '../desk-format'

/** Per density: the gaps, the recipient's type, the rows' type and padding, the box to tick. */
const styles: Record<SlipDensity, { gap: string; address: string; rows: string; cell: string; box: string }> = {
  roomy: { gap: 'gap-7', address: 'text-3xl', rows: 'text-base', cell: 'py-2', box: 'size-5' },
  compact: { gap: 'gap-5', address: 'text-2xl', rows: 'text-sm', cell: 'py-1', box: 'size-4' },
  tight: { gap: 'gap-3', address: 'text-xl', rows: 'text-xs', cell: 'py-0.5', box: 'size-3' },
}

type Props = {
  parcel: Parcel
  shop: ShopInfo
  /** The day it is printed, '16 juli 2026'. */
  date: string
}

/**
 * decision 022: the packing slip of one parcel, one A4 page on paper, black on white: the shop, the
 * reference and date, the recipient in large type, the TikTok username, and what goes in with a box
 * to tick per line. A pack not yet opened on stream says so.
 */
export function PackingSlip({ parcel, shop, date }: Props) {
  const style = styles[slipDensity(parcel.orders)]
  const name = recipientName(parcel)
  return (
    <article
      aria-label={`Pakbon ${parcel.reference}`}
      className={cn(
        'mx-auto grid w-full max-w-[210mm] bg-white p-4 text-black shadow-md ring-1 ring-black/10 sm:p-8',
        style.gap,
        // On paper: the page's own margins, no frame, and every slip a page of its own.
        'print:max-w-none print:p-0 print:shadow-none print:ring-0',
        'break-inside-avoid break-after-page last:break-after-auto [page:packing-slip]',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-black pb-4">
        <div className="grid gap-1">
          <p className="text-2xl font-extrabold tracking-tight">{shop.shopName}</p>
          <h2 className="text-lg font-semibold">Pakbon {parcel.reference}</h2>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-1 text-right">
          <dt className="text-sm">Referentie</dt>
          <dd className="text-xl font-bold tabular-nums">{parcel.reference}</dd>
          <dt className="text-sm">Datum</dt>
          <dd>{date}</dd>
        </dl>
      </header>

      <section aria-labelledby={`slip-${parcel.id}-to`} className="grid gap-2">
        <h3 id={`slip-${parcel.id}-to`} className="text-sm font-semibold tracking-wide uppercase">
          Verzenden naar
        </h3>
        <address className={cn('grid leading-tight font-semibold not-italic', style.address)}>
          {name && <span>{name}</span>}
          {addressLines(parcel).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        <p className="text-lg">
          TikTok: <span className="font-semibold">{parcel.tiktokUsername}</span>
        </p>
      </section>

      <section aria-labelledby={`slip-${parcel.id}-contents`} className="grid gap-2">
        <h3 id={`slip-${parcel.id}-contents`} className="text-sm font-semibold tracking-wide uppercase">
          Inhoud
        </h3>
        <table className={cn('w-full border-collapse text-left', style.rows)}>
          <thead>
            <tr className="border-b-2 border-black">
              <th scope="col" className="w-px py-1 pr-3 font-semibold whitespace-nowrap [overflow-wrap:normal]">
                Ingepakt
              </th>
              <th scope="col" className="py-1 pr-2 font-semibold">
                Product
              </th>
              <th scope="col" className="w-px py-1 pl-3 text-right font-semibold whitespace-nowrap [overflow-wrap:normal]">
                Aantal
              </th>
            </tr>
          </thead>
          <tbody>
            {parcel.orders.map((order) => (
              <tr key={order.orderId} className="border-b border-black/40">
                <td className={cn('pr-3', style.cell)}>
                  {/* A box to tick with a pen, not a control. */}
                  <span aria-hidden className={cn('inline-block border-2 border-black align-middle', style.box)} />
                </td>
                <td className={cn('pr-2', style.cell)}>
                  <span className="font-medium">{order.productName}</span>{' '}
                  <span className="text-[0.85em] whitespace-nowrap">
                    <span className="sr-only">bestelling </span>#{order.orderId}
                  </span>
                  {!order.opened && (
                    <span className="ml-2 inline-block border border-black px-1.5 text-[0.85em] font-semibold whitespace-nowrap">
                      Nog niet geopend
                    </span>
                  )}
                </td>
                <td className={cn('pl-3 text-right font-semibold tabular-nums', style.cell)}>{order.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <footer className="border-t border-black/40 pt-3 text-sm">
        Bedankt voor je bestelling! Vragen? Mail {shop.contactEmail} en noem {parcel.reference}.
      </footer>
    </article>
  )
}
