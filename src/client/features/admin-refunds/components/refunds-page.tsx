import { useRef } from 'react'
import { CountedSection } from '#client/components/ui/counted-section'
import { LoadError } from '#client/components/ui/load-error'
import { Loading } from '#client/components/ui/loading'
import { ScrollArea } from '#client/components/ui/scroll-area'
import { useRefundGroups } from '../api/refunds'
import type { RefundGroups } from '../refund-groups'
import { ChargebacksSection } from './chargebacks-section'
import { RefundList } from './refund-list'

function Refunds({ groups }: { groups: RefundGroups }) {
  const openHeading = useRef<HTMLHeadingElement>(null)
  // A refund started or ticked off leaves 'Terug te betalen' with its button: focus goes to the list's heading.
  const focusOpen = () => openHeading.current?.focus()
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <CountedSection
        id="refunds-open"
        title="Terug te betalen"
        count={groups.open.length}
        intro="Geld dat een koper terugkrijgt, de oudste bovenaan. Betaal het binnen 5 werkdagen terug."
        headingRef={openHeading}
      >
        <RefundList
          refunds={groups.open}
          label="Terug te betalen, de oudste bovenaan"
          emptyText="Er staat niets open om terug te betalen."
          onItemGone={focusOpen}
        />
      </CountedSection>

      <div className="grid min-w-0 content-start gap-8">
        <CountedSection
          id="refunds-pending"
          title="Bezig"
          count={groups.pending.length}
          intro="Gestart bij de betaalprovider, of wachtend op zijn antwoord; de shop vinkt ze af zodra het geld terug is."
        >
          <RefundList
            refunds={groups.pending}
            label="Terugbetalingen die bezig zijn"
            emptyText="Geen terugbetalingen onderweg."
            onItemGone={focusOpen}
          />
        </CountedSection>

        <ChargebacksSection />

        <CountedSection
          id="refunds-done"
          title="Terugbetaald"
          count={groups.done.length}
          intro="De laatste bovenaan, ook wat de bank van de koper heeft teruggeboekt."
        >
          {groups.done.length === 0 ? (
            <p className="text-muted-foreground">Nog niets terugbetaald.</p>
          ) : (
            // On a phone the list runs at full length: a box scrolling inside the page cuts a refund in half (decision 041).
            <ScrollArea aria-label="Scrollbare lijst met terugbetaalde bedragen" className="lg:max-h-[32rem] lg:pr-3">
              <RefundList refunds={groups.done} label="Terugbetaald, de laatste bovenaan" emptyText="" onItemGone={focusOpen} />
            </ScrollArea>
          )}
        </CountedSection>
      </div>
    </div>
  )
}

/**
 * decisions 028, 052: the seller's refunds, open, under way and done, and the chargebacks, kept current
 * by the admin channel's events.
 */
export function RefundsPage() {
  const query = useRefundGroups()
  if (query.isPending) {
    return <Loading>Terugbetalingen laden...</Loading>
  }
  if (query.isError) {
    return (
      <LoadError
        message={`Terugbetalingen konden niet worden geladen: ${query.error.message}`}
        onRetry={() => void query.refetch()}
      />
    )
  }
  return <Refunds groups={query.data} />
}
