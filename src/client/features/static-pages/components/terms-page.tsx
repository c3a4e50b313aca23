import { useShopInfo } from '#client/lib/shop-info'
import { MailLink } from './mail-link'
import { StaticPage } from './static-page'
import { StaticSection } from './static-section'
import { TextLink } from './text-link'

/** Algemene Voorwaarden, route /terms. */
export function TermsPage() {
  const { shopName, companyRegNumber, tiktokHandle } = useShopInfo()

  return (
    <StaticPage title="Algemene Voorwaarden">
      <StaticSection title="Toepasselijkheid">
        <p>
          Deze algemene voorwaarden gelden voor elke bestelling bij {shopName} en voor elk gebruik van onze
          website. {shopName} is ingeschreven bij de Kamer van Koophandel onder KvK-nummer {companyRegNumber}.
          Door een bestelling te plaatsen, ga je akkoord met deze voorwaarden.
        </p>
      </StaticSection>

      <StaticSection title="Onze dienst: live pack openings">
        <p>
          Bij {shopName} koop je officieel gelicentieerde boosterpacks van het ruilkaartspel. Na je betaling komt
          je bestelling in onze openbare live wachtrij en openen we je packs live op onze TikTok-stream (
          {tiktokHandle}). Daarbij geldt het volgende:
        </p>
        <ul>
          <li>Packs worden uitsluitend live op de stream geopend, in de volgorde van de wachtrij.</li>
          <li>
            Wanneer je pack aan de beurt is, hangt af van de drukte in de wachtrij. We doen ons best om snel te
            openen, maar kunnen geen vast tijdstip garanderen.
          </li>
          <li>
            De inhoud van een pack is willekeurig. We geven geen garantie op bepaalde kaarten, zeldzaamheden of
            waarden.
          </li>
          <li>
            Een geopend pack kan niet worden geretourneerd, omgeruild of terugbetaald. Door te bestellen stem je
            ermee in dat we je pack openen zodra je aan de beurt bent, en dat je herroepingsrecht vervalt zodra
            het pack is geopend. Tot dan kun je de overeenkomst herroepen via{' '}
            <TextLink to="/herroepen">Overeenkomst herroepen</TextLink>; ons{' '}
            <TextLink to="/refund">retourbeleid</TextLink> zegt hoe.
          </li>
          <li>
            Streams kunnen worden opgenomen en later opnieuw worden getoond, bijvoorbeeld als terugkijkvideo of
            korte clip. Daarin is alleen je TikTok-gebruikersnaam zichtbaar.
          </li>
        </ul>
      </StaticSection>

      <StaticSection title="Pack Battles">
        <p>
          Met een plek in een Pack Battle speel je mee met maximaal tien kopers. Alle packs van de battle worden
          live geopend en één winnaar krijgt alle kaarten uit die battle. De andere deelnemers ontvangen geen
          kaarten. Een plek kun je alleen laten terugbetalen zolang de battle nog niet is begonnen.
        </p>
      </StaticSection>

      <StaticSection title="Bewaren en verzenden van je kaarten">
        <p>
          Je geopende kaarten bewaren we voor je. Je vraagt zelf verzending aan en betaalt daarvoor de
          verzendkosten. Dat moet binnen 45 dagen na je aankoop; de details lees je in ons{' '}
          <TextLink to="/shipping-policy">verzendbeleid</TextLink>
          . Voor annuleringen en terugbetalingen verwijzen we naar ons{' '}
          <TextLink to="/refund">retourbeleid</TextLink>
          .
        </p>
      </StaticSection>

      <StaticSection title="Prijzen en betaling">
        <ul>
          <li>Alle prijzen staan in euro en zijn inclusief btw.</li>
          <li>Verzendkosten betaal je apart, op het moment dat je verzending van je kaarten aanvraagt.</li>
          <li>
            Je betaalt vooraf via onze betaalprovider. Pas als je betaling is bevestigd, komt je bestelling in de
            wachtrij en voeren we de dienst uit.
          </li>
          <li>
            Staat er een duidelijke fout in een prijs, dan zijn we daar niet aan gebonden. We nemen in dat geval
            contact met je op en betalen een eventueel te veel betaald bedrag terug.
          </li>
        </ul>
      </StaticSection>

      <StaticSection title="Aansprakelijkheid">
        <p>
          Onze aansprakelijkheid is beperkt tot het bedrag dat je voor de betreffende bestelling hebt betaald. We
          zijn niet aansprakelijk voor indirecte schade, zoals gemiste winst of een verwachte waarde van kaarten.
          Valt een stream uit door een technische storing of een storing bij TikTok, dan openen we je pack op een
          later moment alsnog live. Deze beperkingen gelden niet bij opzet of grove nalatigheid van onze kant.
        </p>
      </StaticSection>

      <StaticSection title="Intellectueel eigendom">
        <p>
          De teksten, afbeeldingen, het logo en de streams van {shopName} zijn ons eigendom en mag je niet zonder
          toestemming overnemen. Namen, logo’s en afbeeldingen van de trading card franchise zijn eigendom van de
          betreffende rechthebbenden. Meer hierover lees je in onze{' '}
          <TextLink to="/additional-terms">overige voorwaarden</TextLink>
          .
        </p>
      </StaticSection>

      <StaticSection title="Wijzigingen en toepasselijk recht">
        <p>
          We kunnen deze voorwaarden van tijd tot tijd aanpassen. Op je bestelling zijn altijd de voorwaarden van
          toepassing die golden op het moment dat je bestelde. Op deze voorwaarden is Nederlands recht van
          toepassing.
        </p>
      </StaticSection>

      <StaticSection title="Contact">
        <p>
          Heb je een vraag over deze voorwaarden? Mail ons via{' '}
          <MailLink />{' '}
          of kijk op onze{' '}
          <TextLink to="/contact">contactpagina</TextLink>
          .
        </p>
      </StaticSection>
    </StaticPage>
  )
}
