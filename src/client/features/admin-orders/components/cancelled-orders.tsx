import { CountedSection } from '#client/components/ui/counted-section'
import type { OrderLists } from '../order-lists'
import { OrderList } from './order-list'

const many = (n: number, one: string, more: string) => `${n} ${n === 1 ? one : more}`

/**
 * The 'Geannuleerde Orders' tab (product.md 2.11): its badge counts failed and cancelled together, as
 * product.md 4 says, but inside it the seller sees which is which (decision 057): what the shop
 * cancelled (money owed back) apart from checkouts whose payment never went through, and apart from
 * both a payment the bank took back after it went through.
 */
export function CancelledOrders({ lists }: { lists: OrderLists }) {
  const byShop = lists.cancelledByShop.length
  const failed = lists.paymentNotCompleted.length
  const chargedBack = lists.chargedBack.length
  return (
    <div className="grid gap-8">
      <CountedSection
        id="cancelled-by-shop"
        title="Geannuleerd door de winkel"
        count={byShop}
        intro={`${many(byShop, 'bestelling die jij hebt geannuleerd', 'bestellingen die jij hebt geannuleerd')}, of een Pack Battle-plek die is vrijgegeven.`}
      >
        <OrderList orders={lists.cancelledByShop} label="Geannuleerd door de winkel" emptyText="Je hebt geen bestellingen geannuleerd." />
      </CountedSection>
      <CountedSection
        id="cancelled-failed"
        title="Betaling niet voltooid"
        count={failed}
        intro={`${many(failed, 'bestelling', 'bestellingen')} waarvan de betaling mislukte, werd afgebroken of verliep.`}
      >
        <OrderList orders={lists.paymentNotCompleted} label="Betaling niet voltooid" emptyText="Geen mislukte of verlopen betalingen." />
      </CountedSection>
      {/* Rare, so only when there is one: paid, then taken back by the buyer's bank (decision 052). */}
      {chargedBack > 0 && (
        <CountedSection
          id="cancelled-charged-back"
          title="Teruggeboekt door de bank"
          count={chargedBack}
          intro={`${many(chargedBack, 'bestelling', 'bestellingen')} die betaald ${chargedBack === 1 ? 'was' : 'waren'}, waarna de bank van de koper het geld heeft teruggeboekt.`}
        >
          <OrderList orders={lists.chargedBack} label="Teruggeboekt door de bank" emptyText="" />
        </CountedSection>
      )}
    </div>
  )
}
