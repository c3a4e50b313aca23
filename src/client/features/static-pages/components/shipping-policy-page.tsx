import { formatEuro } from '#shared/domain/money'
import { shippingFeeCents } from '#shared/domain/shipping'
import { useShopInfo } from '#client/lib/shop-info'
import { OrderLinksForm } from '#client/resources/order-links-form'
import { MailLink } from './mail-link'
import { StaticPage } from './static-page'
import { StaticSection } from './static-section'
import { TextLink } from './text-link'

/** Verzendbeleid (45-dagenbeleid), route /shipping-policy. */
export function ShippingPolicyPage() {
  const { shopName } = useShopInfo()

  return (
    <StaticPage title="Verzendbeleid">
      <StaticSection title="Het 45-dagenbeleid in het kort">
        <p>
          Bij {shopName} openen we je packs live op de stream. Je geopende kaarten bewaren we daarna veilig voor je,
          zodat je in alle rust kunt beslissen wanneer je ze wilt laten verzenden. Daarvoor geldt ons
          45-dagenbeleid:
        </p>
        <ul>
          <li>Je vraagt verzending van je geopende kaarten aan binnen 45 dagen na je aankoop.</li>
          <li>Je vraagt de verzending zelf aan en betaalt de verzendkosten.</li>
          <li>We sturen geen automatische herinneringen.</li>
          <li>Na 45 dagen vervalt je recht op de geopende kaarten.</li>
          <li>Elke nieuwe bestelling krijgt een eigen termijn van 45 dagen.</li>
        </ul>
      </StaticSection>

      <StaticSection title="Zo vraag je verzending aan">
        <p>
          Wil je je kaarten thuis ontvangen? Vraag de verzending dan aan met het{' '}
          <TextLink to="/verzending">verzendformulier</TextLink> op de pagina van je bestelling. Daar kies je de
          bestellingen waarvan je de kaarten wilt ontvangen, vul je je adres in en betaal je de verzendkosten.
        </p>
        <p>
          Elke bestelling heeft een eigen pagina: de link staat in je bestelbevestiging. Daar zie je waar je
          bestelling staat en tot wanneer we je kaarten bewaren. Link kwijt? Vraag hem hieronder opnieuw aan.
        </p>
        <div className="mt-4 rounded-[var(--radius)] border border-border bg-card p-4">
          <OrderLinksForm />
        </div>
      </StaticSection>

      <StaticSection title="Verzendkosten">
        <p>De verzendkosten zijn voor jouw rekening. Je kunt kiezen uit:</p>
        <ul>
          <li>
            <strong>PostNL met track &amp; trace naar Nederland:</strong> {formatEuro(shippingFeeCents('nederland'))}
          </li>
          <li>
            <strong>PostNL met track &amp; trace naar België:</strong> {formatEuro(shippingFeeCents('belgie'))}
          </li>
          <li>
            <strong>Live opening (bewaren bij ons):</strong> gratis. Je kaarten blijven bij ons liggen totdat je
            verzending aanvraagt, zolang dat binnen 45 dagen na je aankoop is.
          </li>
        </ul>
        <p>
          Zodra we je verzendkosten hebben ontvangen, versturen we je kaarten goed verpakt. Via de track &amp;
          trace kun je je pakket daarna volgen.
        </p>
      </StaticSection>

      <StaticSection title="Geen automatische herinneringen">
        <p>
          We sturen geen herinnering wanneer de termijn van een bestelling bijna afloopt. Houd dus zelf in de
          gaten wanneer je je kaarten hebt gekocht en vraag de verzending op tijd aan. Twijfel je over de
          termijn van een bestelling? Mail ons gerust, dan zoeken we het voor je op.
        </p>
      </StaticSection>

      <StaticSection title="Na 45 dagen">
        <p>
          Heb je binnen 45 dagen na je aankoop geen verzending aangevraagd, dan vervalt je recht op de geopende
          kaarten uit die bestelling. We mogen die kaarten dan gebruiken voor giveaways op de stream. Je krijgt
          voor deze kaarten geen vergoeding of terugbetaling.
        </p>
      </StaticSection>

      <StaticSection title="Elke bestelling heeft een eigen termijn">
        <p>
          De termijn van 45 dagen geldt per bestelling. Een nieuwe bestelling verlengt de termijn van een eerdere
          bestelling dus niet. Koop je bijvoorbeeld op 1 maart en opnieuw op 10 april, dan moet je de kaarten van
          1 maart uiterlijk op 15 april aanvragen, terwijl de kaarten van 10 april een eigen termijn van 45 dagen
          krijgen.
        </p>
      </StaticSection>

      <StaticSection title="Vragen?">
        <p>
          Heb je een vraag over het verzenden van je kaarten? Mail ons via <MailLink />, dan helpen we je graag
          verder.
        </p>
        <p>
          <TextLink to="/">Terug naar home</TextLink>
        </p>
      </StaticSection>
    </StaticPage>
  )
}
