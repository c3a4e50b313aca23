import { useShopInfo } from '#client/lib/shop-info'
import { MailLink } from './mail-link'
import { StaticPage } from './static-page'
import { StaticSection } from './static-section'
import { TextLink } from './text-link'

/** Overige Voorwaarden, route /additional-terms. */
export function AdditionalTermsPage() {
  const { shopName, companyRegNumber } = useShopInfo()

  return (
    <StaticPage title="Overige Voorwaarden" lastUpdated="21 april 2025">
      <p className="mt-6">
        Naast onze{' '}
        <TextLink to="/terms">algemene voorwaarden</TextLink>{' '}
        gelden de onderstaande afspraken voor het gebruik van de website en de streams van {shopName}. Door onze
        website te bezoeken of een bestelling te plaatsen, ga je met deze voorwaarden akkoord.
      </p>

      <StaticSection title="Intellectueel eigendom">
        <p>
          Alle inhoud op deze website, zoals teksten, foto’s, video’s, ons logo en de vormgeving, is eigendom van{' '}
          {shopName} of wordt met toestemming van de eigenaar gebruikt. Hetzelfde geldt voor onze live streams en
          de opnames daarvan. Je mag deze inhoud bekijken en delen via de deelfuncties van TikTok, maar je mag
          haar niet zonder onze schriftelijke toestemming kopiëren, bewerken, verkopen of op een andere manier
          commercieel gebruiken.
        </p>
      </StaticSection>

      <StaticSection title="Gebruik van onze website">
        <p>Je gebruikt onze website op een eerlijke en verantwoorde manier. Dat betekent onder andere:</p>
        <ul>
          <li>je geeft bij een bestelling juiste en volledige gegevens op, inclusief je eigen TikTok-gebruikersnaam;</li>
          <li>je probeert de website, de live wachtrij of de Pack Battles niet te verstoren of te manipuleren;</li>
          <li>je gebruikt geen geautomatiseerde software om bestellingen te plaatsen of plekken te bemachtigen;</li>
          <li>je plaatst geen bestellingen op naam van iemand anders zonder diens toestemming.</li>
        </ul>
        <p>
          Houd je je niet aan deze afspraken, dan mogen we je bestelling weigeren of annuleren. We doen ons best
          om de website altijd goed te laten werken, maar kunnen niet garanderen dat deze zonder onderbrekingen of
          fouten beschikbaar is.
        </p>
      </StaticSection>

      <StaticSection title="Verwijzingen naar de trading card franchise">
        <p>
          {shopName} is een onafhankelijke verkoper van officieel gelicentieerde producten van het ruilkaartspel.
          We zijn niet verbonden aan de rechthebbende van de trading card franchise en worden niet door die
          partij gesponsord, goedgekeurd of ondersteund.
        </p>
        <p>
          Namen, logo’s, afbeeldingen van kaarten en andere merken van de trading card franchise zijn eigendom van
          hun respectievelijke eigenaren. We gebruiken ze alleen om aan te geven welke producten we verkopen en
          live openen.
        </p>
      </StaticSection>

      <StaticSection title="Wijzigingen in de voorwaarden">
        <p>
          We kunnen deze voorwaarden aanpassen, bijvoorbeeld als onze dienst verandert of als de wet dat vraagt.
          De datum bovenaan deze pagina laat zien wanneer de voorwaarden voor het laatst zijn bijgewerkt. Op een
          bestelling zijn altijd de voorwaarden van toepassing die golden op het moment van bestellen.
        </p>
      </StaticSection>

      <StaticSection title="Contact">
        <p>Heb je een vraag over deze voorwaarden? Neem dan gerust contact met ons op.</p>
        <ul>
          <li>
            E-mail:{' '}
            <MailLink />
          </li>
          <li>KvK-nummer: {companyRegNumber}</li>
        </ul>
      </StaticSection>
    </StaticPage>
  )
}
