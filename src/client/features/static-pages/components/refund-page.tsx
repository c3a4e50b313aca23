import { useShopInfo } from '#client/lib/shop-info'
import { MailLink } from './mail-link'
import { StaticPage } from './static-page'
import { StaticSection } from './static-section'
import { TextLink } from './text-link'

/** Retourbeleid (refund policy), route /refund. */
export function RefundPage() {
  const { shopName } = useShopInfo()

  return (
    <StaticPage title="Retourbeleid">
      <StaticSection title="Ons terugbetalingsbeleid in het kort">
        <p>
          Bij {shopName} open je packs live op de stream. Omdat een geopend pack niet meer terug kan, werkt ons
          retour- en terugbetalingsbeleid iets anders dan bij een gewone webshop:
        </p>
        <ul>
          <li>Is je bestelling nog niet verzonden, dan krijg je het volledige bedrag terug.</li>
          <li>Is je pakket verzonden maar niet aangekomen, neem dan contact met ons op.</li>
          <li>Ben je niet tevreden over wat je hebt ontvangen, meld dat dan binnen 14 dagen na ontvangst.</li>
          <li>Een plek in een Pack Battle wordt alleen terugbetaald zolang de battle nog niet is begonnen.</li>
          <li>Zodra een pack is geopend, is terugbetaling niet meer mogelijk.</li>
        </ul>
      </StaticSection>

      <StaticSection title="Bestelling nog niet verzonden">
        <p>
          Heb je besteld, maar is je bestelling nog niet verzonden en staat je pack nog ongeopend in de wachtrij?
          Dan halen we je bestelling uit de wachtrij en betalen we het volledige bedrag terug. Heb je verzendkosten
          betaald voor kaarten die we nog niet hebben verstuurd, dan krijg je ook die volledig terug.
        </p>
      </StaticSection>

      <StaticSection title="Verzonden, maar niet ontvangen">
        <p>
          We versturen alles met PostNL met track &amp; trace. Is je pakket volgens de track &amp; trace verzonden,
          maar heb je het niet ontvangen? Neem dan contact met ons op via <MailLink />. We zoeken het samen met
          PostNL uit en zorgen voor een passende oplossing.
        </p>
      </StaticSection>

      <StaticSection title="Niet tevreden met je ontvangen kaarten">
        <p>
          Zijn je kaarten beschadigd aangekomen of heb je andere kaarten ontvangen dan er live voor je zijn
          geopend? Neem dan binnen 14 dagen na ontvangst contact met ons op. Stuur een korte omschrijving en een
          paar duidelijke foto’s mee, dan bekijken we wat we voor je kunnen doen. De inhoud van een pack is
          willekeurig; dat je een bepaalde kaart niet hebt getrokken, is daarom geen reden voor terugbetaling.
        </p>
      </StaticSection>

      <StaticSection title="Pack Battles">
        <p>
          Heb je een plek gekocht in een Pack Battle, dan kun je die laten terugbetalen zolang de battle nog niet
          is begonnen. Zodra de eerste packs van de battle live worden geopend, is je plek definitief en is
          terugbetaling niet meer mogelijk, ook niet als je de battle niet wint.
        </p>
      </StaticSection>

      <StaticSection title="Geopende packs">
        <p>
          Het live openen van je pack is de dienst die je bij ons koopt. Is je pack eenmaal geopend, dan is die
          dienst uitgevoerd en kunnen we het pack niet terugnemen of terugbetalen. Bij het bestellen stem je
          ermee in dat je herroepingsrecht vervalt zodra je pack is geopend. Lees ook onze{' '}
          <TextLink to="/terms">algemene voorwaarden</TextLink>
          .
        </p>
      </StaticSection>

      <StaticSection title="Je herroepingsrecht">
        <p>
          Je mag de overeenkomst binnen 14 dagen herroepen, zonder een reden te geven. Die 14 dagen gaan in op de dag
          waarop je je bestelling ontvangt. Het herroepingsrecht geldt niet meer voor een pack dat op jouw verzoek
          live is geopend, en niet voor een plek in een Pack Battle: dat is een dienst op een vaste datum.
        </p>
        <p>
          Herroepen doe je met <TextLink to="/herroepen">Overeenkomst herroepen</TextLink>, onderaan elke pagina,
          op je bestelpagina of via de link in je bestelbevestiging. Je krijgt direct een bevestiging per e-mail,
          met de datum en tijd waarop we je herroeping hebben ontvangen. Kennen we je herroeping toe, dan betalen
          we je uiterlijk 14 dagen na je herroeping terug, op dezelfde manier als je hebt betaald. Hebben we je
          bestelling al verstuurd, stuur haar dan binnen 14 dagen terug; de kosten van het terugsturen zijn voor
          jou, en we mogen wachten met terugbetalen tot we haar terug hebben.
        </p>
      </StaticSection>

      <StaticSection title="Zo vraag je een terugbetaling aan">
        <p>
          Stuur een e-mail naar <MailLink /> met je TikTok-gebruikersnaam, je bestelnummer en de reden van je
          verzoek. We behandelen je verzoek binnen 5 werkdagen. Wordt je verzoek goedgekeurd, dan betalen we het
          bedrag terug via de betaalmethode waarmee je oorspronkelijk hebt betaald.
        </p>
        <p>
          Heb je nog een andere vraag? Kijk dan op onze{' '}
          <TextLink to="/contact">contactpagina</TextLink>{' '}
          of lees ons{' '}
          <TextLink to="/shipping-policy">verzendbeleid</TextLink>
          .
        </p>
      </StaticSection>
    </StaticPage>
  )
}
