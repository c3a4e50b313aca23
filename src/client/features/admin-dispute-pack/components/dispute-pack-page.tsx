import { ArrowLeftIcon, DownloadIcon, PrinterIcon } from 'lucide-react'
import { Link } from 'react-router'
import type { DisputePack } from '#shared/contracts/dispute-pack'
import { disputePackFileName, disputePackMadeAt, disputePackSections, disputePackTitle } from '#shared/domain/dispute-pack'
import { DocumentTitle } from '#client/components/layout/document-title'
import { Button } from '#client/components/ui/button'
import { LoadError } from '#client/components/ui/load-error'
import { Loading } from '#client/components/ui/loading'
import { ApiError } from '#client/lib/api-client'
import { useShopInfo } from '#client/lib/shop-info'
import { disputePackPdfUrl, useDisputePack } from '../api/dispute-pack'

/**
 * decision 063: one order's evidence pack for a dispute, to print or save as PDF, and its PDF file to
 * attach to the provider's dispute form. On paper only the pack prints (`.print-alone`, styles.css),
 * black on white on A4.
 */
export function DisputePackPage({ orderId }: { orderId: number | undefined }) {
  return (
    <div className="grid max-w-4xl gap-6">
      <Link
        to="/admin/orders"
        className="inline-flex min-h-11 w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon aria-hidden className="size-4" />
        Terug naar Bestellingen
      </Link>
      {orderId === undefined ? (
        <>
          <DocumentTitle page="Bewijsdossier" />
          <p className="text-muted-foreground">Deze bestelling bestaat niet (meer).</p>
        </>
      ) : (
        <PackOfOrder orderId={orderId} />
      )}
    </div>
  )
}

function PackOfOrder({ orderId }: { orderId: number }) {
  const query = useDisputePack(orderId)
  return (
    <>
      {query.isPending && (
        <>
          <DocumentTitle page="Bewijsdossier" />
          <Loading>Bewijsdossier laden...</Loading>
        </>
      )}
      {query.isError && (
        <>
          <DocumentTitle page="Bewijsdossier" />
          {query.error instanceof ApiError && query.error.status === 404 ? (
            <p className="text-muted-foreground">Deze bestelling bestaat niet (meer).</p>
          ) : (
            <LoadError
              message={`Het bewijsdossier kon niet worden geladen: ${query.error.message}`}
              onRetry={() => void query.refetch()}
            />
          )}
        </>
      )}
      {query.isSuccess && <LoadedPack pack={query.data} />}
    </>
  )
}

function LoadedPack({ pack }: { pack: DisputePack }) {
  const { shopName } = useShopInfo()
  const title = disputePackTitle(pack.order.orderNumber)
  return (
    <>
      <DocumentTitle page={title} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => window.print()}>
          <PrinterIcon aria-hidden />
          Afdrukken of bewaren als PDF
        </Button>
        <Button variant="outline" asChild>
          <a href={disputePackPdfUrl(pack.order.id)} download={disputePackFileName(pack.order.orderNumber, pack.order.id)}>
            <DownloadIcon aria-hidden />
            Download bestand
          </a>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Voor een geschil bij de betaalprovider: kaart- en SEPA-betalingen kunnen tot 120 dagen na de betaling worden betwist, een
        niet-toegestane SEPA-incasso tot 13 maanden. Het bestand is een PDF om bij te voegen.
      </p>
      <article className="print-alone grid [page:dispute-pack] gap-5 rounded-[var(--radius)] border border-border bg-card p-4 print:border-0 print:bg-white print:p-0 print:text-black">
        <header className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight break-words md:text-3xl print:text-2xl">{title}</h1>
          <p className="text-sm text-muted-foreground print:text-black">
            {shopName} · {disputePackMadeAt(pack)}
          </p>
        </header>
        {disputePackSections(pack).map((section) => (
          <section key={section.id} aria-labelledby={`pack-${section.id}`} className="grid gap-2 break-inside-avoid">
            <h2 id={`pack-${section.id}`} className="border-b border-border pb-1 text-lg font-semibold print:border-black">
              {section.title}
            </h2>
            {section.lines.length > 0 && (
              <dl className="grid gap-x-4 gap-y-0.5 text-sm sm:gap-y-1.5 sm:grid-cols-[minmax(10rem,14rem)_1fr] print:grid-cols-[13rem_1fr]">
                {section.lines.map((line, index) => (
                  <div key={index} className="contents">
                    <dt className="text-muted-foreground print:text-black">{line.label}</dt>
                    <dd className="mb-2 font-medium break-words sm:mb-0 print:font-normal">
                      {line.href ? (
                        <a href={line.href} target="_blank" rel="noreferrer" className="inline-flex min-h-11 items-center break-all text-primary underline underline-offset-4 print:inline print:min-h-0 print:text-black">
                          {line.value}
                        </a>
                      ) : (
                        line.value
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            {section.note && <p className="text-sm">{section.note}</p>}
          </section>
        ))}
      </article>
    </>
  )
}
